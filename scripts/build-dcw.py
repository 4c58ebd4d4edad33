#!/usr/bin/env python3
"""Build data/dcw-countries.tsv.gz: the finer country outlines the map card draws when it zooms to
one country or a region (the world map keeps Natural Earth's 1:110m, data/naturalearth-countries.tsv.gz).

Data: DCW-GMT 2.1.1, the Digital Chart of the World (1:1,000,000) as the GMT team prepared it
(https://github.com/GenericMappingTools/dcw-gmt), LGPL-3+, as Debian 12 packages it in gmt-dcw
2.1.1-1 (usr/share/gmt-dcw/dcw-gmt.nc, netCDF-4; dcw-countries.txt lists the countries).

Regenerate from the repo root (Python >= 3.11 with netCDF4 and numpy from PyPI in a venv; built
with netCDF4 1.7.5.1.post1 and numpy 2.4.6):
    make dcw
which runs  apt-get download gmt-dcw  and  dpkg-deb -x  into .build/dcw and then
    python3 scripts/build-dcw.py .build/dcw/gmt-dcw_2.1.1-1_all.deb .build/dcw/root
The package's SHA-256 is checked against DEB_SHA256 below.

Reading dcw-gmt.nc (as GMT's gmt_dcw.c does): each country CC has two uint16 variables CC_lon and
CC_lat; a value v means  min + v / scale  degrees (the variable's "min" and "scale" attributes);
a CC_lon of 65535 starts a new ring.  Longitudes run past 180 where a country crosses the
antimeridian (the United States 172..293, Russia 19..191): rings wholly east of 180 are moved
by -360, and a ring across it is cut in two along 180 (Chukotka, Fiji), as Natural Earth does.
Codes are ISO 3166-1 alpha-2, as GeoNames gives the places' countries; the states of the largest
countries (USCA, CNHK, ...) are not read.  Some countries come in pieces that share borders
(Great Britain as England, Scotland and Wales): edges two rings share are dropped and the rest
chained into rings again (dissolved()), so that no inner border is stroked like a national one.

Simplification: each ring is projected with Equal Earth (as the app draws it) and simplified by
Douglas-Peucker to TOLERANCE map units: 1.5 pixels at the tightest zoom the map allows
(MapExtent.minSpan = 0.16 units across a story card's 888-pixel map), so that no simplification
shows.  A ring left with fewer than 3 points is dropped, except the country's largest, which is
simplified more finely until it keeps 3 (so the smallest island nations stay on the map).

Format: as data/naturalearth-countries.tsv.gz (see scripts/build-naturalearth.py), with two
differences: the first line is a provenance line starting with "#", and points are in integer
thousandths of a degree (UNITS_PER_DEGREE; 110 m, under a tenth of a pixel at the tightest zoom).
Each next line is  code TAB name TAB rings,  rings separated by ";", each "x0,y0,dx1,dy1,..."
with the first point absolute and every next one the difference from the one before; the closing
point is implicit.  Names are dcw-countries.txt's English names.

Determinism: the rows are sorted by code, rings keep the file's order, projection uses Python's
math module and the simplification numpy's exactly rounded arithmetic only, and the gzip container
is written by hand (no file name, mtime 0, OS 255) around zlib level-9 raw deflate: same input and
libraries, same bytes.
"""
import hashlib
import math
import os
import sys

from outline_file import encoded, gzip_bytes

try:
    import netCDF4
    import numpy
except ImportError:
    sys.exit("netCDF4 and numpy are missing: run  pip install netCDF4 numpy  (in a venv)")

DEB_SHA256 = "d5e1fa73e5a601deaa840624f93d5cf0d5a968863825661e16857accb6995e77"
NETCDF = "usr/share/gmt-dcw/dcw-gmt.nc"
COUNTRIES = "usr/share/gmt-dcw/dcw-countries.txt"
OUTPUT = "data/dcw-countries.tsv.gz"
PROVENANCE = ("# DCW-GMT 2.1.1 (Digital Chart of the World 1:1,000,000, GMT team; LGPL-3+) from Debian gmt-dcw 2.1.1-1;"
              " Douglas-Peucker to {tolerance} Equal Earth units; thousandths of a degree")
# Map units (Equal Earth on the unit sphere): 1.5 px where 0.16 units span 888 px.
TOLERANCE = 0.00027
UNITS_PER_DEGREE = 1000
RING_BREAK = 65535

A1, A2, A3, A4 = 1.340264, -0.081106, 0.000893, 0.003796
M = math.sqrt(3) / 2


def project(lon, lat):
    """Equal Earth, as Sources/Atlas/Map/EqualEarth.swift."""
    theta = math.asin(M * math.sin(math.radians(lat)))
    t2 = theta * theta
    t6 = t2 * t2 * t2
    x = 2 * math.sqrt(3) * math.radians(lon) * math.cos(theta) / (3 * (A1 + 3 * A2 * t2 + t6 * (7 * A3 + 9 * A4 * t2)))
    return x, theta * (A1 + A2 * t2 + t6 * (A3 + A4 * t2))


def rings_of(dataset, code):
    """The country's rings as lists of (lon, lat) in degrees, as stored (longitudes may pass 180)."""
    lon_var, lat_var = dataset.variables[code + "_lon"], dataset.variables[code + "_lat"]
    xs = numpy.asarray(lon_var[:], dtype=numpy.int64)
    ys = numpy.asarray(lat_var[:], dtype=numpy.int64)
    lons = lon_var.getncattr("min") + xs / lon_var.getncattr("scale")
    lats = lat_var.getncattr("min") + ys / lat_var.getncattr("scale")
    breaks = list(numpy.nonzero(xs == RING_BREAK)[0]) + [len(xs)]
    if breaks[0] != 0:
        sys.exit(f"{code}: the first ring has no start marker")
    raw = [list(zip(range(start + 1, end), zip(xs[start + 1:end].tolist(), ys[start + 1:end].tolist())))
           for start, end in zip(breaks, breaks[1:])]
    rings = []
    for ring in dissolved(raw):
        ring = [(float(lons[i]), float(lats[i])) for i in ring]
        if len(ring) >= 3:
            rings.append(ring)
    return rings


def dissolved(rings):
    """The rings (lists of (index, stored point)) as lists of point indices, without the edges two
    of them share: the DCW splits some countries into pieces (Great Britain into England, Scotland
    and Wales; the United States, Canada, Russia, China, Denmark...), whose common borders would
    be stroked like national ones. Repeated points and the closing point are dropped; when no
    edge is shared the rings are kept as they are. Otherwise an edge that appears an even number
    of times is dropped and the rest are chained into rings again: the first unused edge, in the
    file's order, starts one, and at each point the ring follows its own next edge when it can."""
    cleaned_rings, edges, count = [], [], {}
    for ring in rings:
        cleaned = [p for k, p in enumerate(ring) if k == 0 or p[1] != ring[k - 1][1]]
        if len(cleaned) > 1 and cleaned[0][1] == cleaned[-1][1]:
            cleaned.pop()
        if len(cleaned) < 3:
            continue
        cleaned_rings.append([index for index, _ in cleaned])
        for k, (index, point) in enumerate(cleaned):
            next_index, next_point = cleaned[(k + 1) % len(cleaned)]
            key = (min(point, next_point), max(point, next_point))
            count[key] = count.get(key, 0) + 1
            edges.append((index, point, next_index, next_point, key))
    if all(n == 1 for n in count.values()):
        return cleaned_rings
    kept = [e for e in edges if count[e[4]] % 2 == 1]
    incident = {}
    for n, (_, a, _, b, _) in enumerate(kept):
        incident.setdefault(a, []).append(n)
        incident.setdefault(b, []).append(n)
    used = [False] * len(kept)
    out = []
    for first in range(len(kept)):
        if used[first]:
            continue
        used[first] = True
        start_index, start, index, current, _ = kept[first]
        ring, last = [start_index], first
        while current != start:
            ring.append(index)
            options = [n for n in incident[current] if not used[n]]
            if not options:
                break
            n = last + 1 if last + 1 in options else options[0]
            used[n] = True
            a_index, a, b_index, b, _ = kept[n]
            index, current = (b_index, b) if a == current else (a_index, a)
            last = n
        out.append(ring)
    return out


def clipped(ring, keep_west):
    """Sutherland-Hodgman against the meridian 180: the part west of it, or east of it."""
    inside = (lambda lon: lon <= 180) if keep_west else (lambda lon: lon >= 180)
    out = []
    for i, (lon, lat) in enumerate(ring):
        prev_lon, prev_lat = ring[i - 1]
        if inside(lon) != inside(prev_lon) and lon != prev_lon:
            t = (180 - prev_lon) / (lon - prev_lon)
            out.append((180.0, prev_lat + t * (lat - prev_lat)))
        if inside(lon):
            out.append((lon, lat))
    return out


def wrapped(ring):
    """The ring in -180..180: moved west when wholly east of 180, cut in two when across it."""
    lons = [lon for lon, _ in ring]
    if max(lons) <= 180:
        return [ring]
    if min(lons) >= 180:
        return [[(lon - 360, lat) for lon, lat in ring]]
    west = clipped(ring, True)
    east = [(lon - 360, lat) for lon, lat in clipped(ring, False)]
    return [r for r in (west, east) if len(r) >= 3]


def simplified(ring, tolerance):
    """Douglas-Peucker in Equal Earth units; the ring is closed through its first point."""
    points = [project(lon, lat) for lon, lat in ring]
    points.append(points[0])
    xs = numpy.array([p[0] for p in points])
    ys = numpy.array([p[1] for p in points])
    keep = numpy.zeros(len(points), dtype=bool)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        a, b = stack.pop()
        if b <= a + 1:
            continue
        dx, dy = xs[b] - xs[a], ys[b] - ys[a]
        length = math.hypot(dx, dy)
        rx, ry = xs[a + 1:b] - xs[a], ys[a + 1:b] - ys[a]
        distance = numpy.abs(rx * dy - ry * dx) / length if length > 0 else numpy.hypot(rx, ry)
        i = int(numpy.argmax(distance))
        if distance[i] > tolerance:
            keep[a + 1 + i] = True
            stack += [(a, a + 1 + i), (a + 1 + i, b)]
    return [ring[i] for i in range(len(ring)) if keep[i]]


def quantised(ring):
    """The ring in thousandths of a degree, repeated points and the closing point dropped."""
    out = []
    for lon, lat in ring:
        point = (round(lon * UNITS_PER_DEGREE), round(lat * UNITS_PER_DEGREE))
        if not out or out[-1] != point:
            out.append(point)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out if len(out) >= 3 else None


def box_area(ring):
    lons, lats = [p[0] for p in ring], [p[1] for p in ring]
    return (max(lons) - min(lons)) * (max(lats) - min(lats))


def country_rings(dataset, code):
    rings = [piece for ring in rings_of(dataset, code) for piece in wrapped(ring)]
    out = [q for q in (quantised(simplified(r, TOLERANCE)) for r in rings) if q]
    if not out and rings:
        largest, tolerance = max(rings, key=box_area), TOLERANCE
        while not out and tolerance > 1e-9:
            tolerance /= 2
            out = [q for q in [quantised(simplified(largest, tolerance))] if q]
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: build-dcw.py gmt-dcw_2.1.1-1_all.deb EXTRACTED_ROOT")
    deb, root = sys.argv[1:]
    if hashlib.sha256(open(deb, "rb").read()).hexdigest() != DEB_SHA256:
        sys.exit("the package is not gmt-dcw 2.1.1-1 as recorded (SHA-256 differs)")
    names = {}
    with open(os.path.join(root, COUNTRIES), encoding="utf-8") as listing:
        for line in listing:
            if line.startswith("#") or not line.strip():
                continue
            _, code, name = line.rstrip("\n").split(" ", 2)
            names[code] = name
    dataset = netCDF4.Dataset(os.path.join(root, NETCDF))
    dataset.set_auto_maskandscale(False)
    lines, points = [PROVENANCE.format(tolerance=TOLERANCE)], 0
    for code in sorted(names):
        if code + "_lon" not in dataset.variables:
            sys.exit(f"{code} is listed but has no outline")
        rings = country_rings(dataset, code)
        if not rings:
            sys.exit(f"{code} has no ring left")
        points += sum(map(len, rings))
        lines.append(f"{code}\t{names[code]}\t{';'.join(map(encoded, rings))}")
    payload = gzip_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    with open(OUTPUT, "wb") as out:
        out.write(payload)
    print(f"{OUTPUT}: {len(names)} countries, {points} points, {len(payload)} bytes")


if __name__ == "__main__":
    main()

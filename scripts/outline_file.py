"""What the two country-outline builds (build-naturalearth.py, build-dcw.py) write alike: a ring
as its first point and then differences, and a byte-deterministic gzip member."""

import struct
import zlib


def encoded(ring):
    """"x0,y0,dx,dy,…": the first point, then each point's difference from the one before."""
    values = [ring[0][0], ring[0][1]]
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        values += [x1 - x0, y1 - y0]
    return ",".join(map(str, values))


def gzip_bytes(data):
    """One gzip member: fixed header (no name, mtime 0, OS 255), level-9 raw deflate, trailer."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    body = compressor.compress(data) + compressor.flush()
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    return header + body + struct.pack("<II", zlib.crc32(data) & 0xFFFFFFFF, len(data) & 0xFFFFFFFF)

"""Pure geometry: paper, bleed, n-up grids, duplex mirroring, board tiling, crop marks.

No reportlab here: everything returns dataclasses in points (origin bottom-left, as in PDF).
"""

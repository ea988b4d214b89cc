"""A picture of a part drawn from its mesh, for the kit page: an orthographic view from above and
in front (30 degrees down), every triangle shaded by how it faces the light and drawn far to
near by cairo (cairocffi, which cairosvg brings; cairosvg itself takes seconds for a board's ten
thousand triangles). No OpenGL: the same picture on any machine."""

from __future__ import annotations

import math

WIDTH_PX = 480
_TILT = math.radians(60)  # the view's angle from straight down
_LIGHT = (-0.35, 0.45, 0.82)
_COLOUR = (64, 110, 170)  # a mid blue; the shading gives the form


def _projected(meshes):
    """Every triangle that faces the viewer: its corners on screen (mm) and its shade, far to near."""
    import numpy as np

    tris = np.concatenate([m.vertices[m.faces] for m in meshes])
    c, s = math.cos(_TILT), math.sin(_TILT)
    normals = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    length = np.linalg.norm(normals, axis=1)
    keep = length > 1e-12
    tris, normals = tris[keep], normals[keep] / length[keep, None]
    facing = normals @ np.array([0.0, -s, c]) > 0
    tris, normals = tris[facing], normals[facing]
    # screen x is bed x; screen y (down) mixes bed y and z as seen from the front, above
    screen = np.stack([tris[:, :, 0], -(tris[:, :, 1] * c + tris[:, :, 2] * s)], axis=2)
    depth = (tris[:, :, 1] * s - tris[:, :, 2] * c).mean(axis=1)  # larger is further away
    shade = np.clip(normals @ np.array(_LIGHT), 0, 1) * 0.75 + 0.25
    order = np.lexsort((np.arange(len(depth)), -depth))  # far to near, ties in a fixed order
    return screen[order], shade[order]


def png(meshes, width_px: int = WIDTH_PX) -> bytes:
    """The part as a PNG picture `width_px` wide, drawn by cairo triangle by triangle."""
    import io

    import cairocffi as cairo

    screen, shade = _projected(meshes)
    lo, hi = screen.reshape(-1, 2).min(axis=0), screen.reshape(-1, 2).max(axis=0)
    scale = (width_px - 20) / max(float(hi[0] - lo[0]), 1e-6)
    height_px = round(float(hi[1] - lo[1]) * scale + 20)
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width_px, height_px)
    ctx = cairo.Context(surface)
    ctx.set_source_rgb(1, 1, 1)
    ctx.paint()
    ctx.set_line_width(0.4)
    pts = (screen - lo) * scale + 10
    for tri, k in zip(pts, shade, strict=True):
        ctx.move_to(*tri[0])
        ctx.line_to(*tri[1])
        ctx.line_to(*tri[2])
        ctx.close_path()
        ctx.set_source_rgb(*(ch / 255 * k for ch in _COLOUR))
        ctx.fill_preserve()
        ctx.stroke()
    out = io.BytesIO()
    surface.write_to_png(out)
    return out.getvalue()

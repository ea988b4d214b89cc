"""Meshes out of solids, and the two files a slicer opens: 3MF (every object of a print plate,
named, in millimetres) and binary STL, with the same bytes from the same solids.

Why our own few lines and not trimesh's exporters: trimesh's 3MF gives each object a random
UUID, stamps the zip entries with the time of the build and needs networkx; its STL header
varies with the version. Here a mesh is put in one canonical order (vertices rounded to 0.1 µm and
sorted, each triangle started at its lowest vertex, triangles sorted), the zip entries carry a
fixed date and order, and the tests load every file back with trimesh.
"""

from __future__ import annotations

import io
import struct
import zipfile
from dataclasses import dataclass
from typing import Any

DECIMALS = 4
_DATE = (1980, 1, 1, 0, 0, 0)
_CORE = "http://schemas.microsoft.com/3dmanufacturing/core/2015/02"
_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>'
    "</Types>\n"
)
_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Target="/3D/3dmodel.model" Id="rel0" '
    'Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>'
    "</Relationships>\n"
)


@dataclass(frozen=True)
class Mesh:
    """A solid as triangles, in canonical order: `vertices` (n, 3) float in mm, `faces` (m, 3) int."""

    name: str
    vertices: Any
    faces: Any

    @property
    def volume(self) -> float:
        """Its volume in cubic millimetres (the divergence theorem over its triangles)."""
        import numpy as np

        v = self.vertices[self.faces]
        return float((v[:, 0] * np.cross(v[:, 1], v[:, 2])).sum() / 6.0)


def mesh(name: str, solid) -> Mesh:
    """A manifold3d solid as a canonical mesh: the same construction gives the same arrays, whatever
    order the library's threads left its vertices and triangles in."""
    import numpy as np

    m = solid.to_mesh()
    verts = np.round(np.asarray(m.vert_properties, dtype=np.float64)[:, :3], DECIMALS) + 0.0  # no -0.0
    tris = np.asarray(m.tri_verts, dtype=np.int64)
    uniq, inverse = np.unique(verts, axis=0, return_inverse=True)
    faces = inverse.reshape(-1)[tris]
    faces = faces[(faces[:, 0] != faces[:, 1]) & (faces[:, 1] != faces[:, 2]) & (faces[:, 0] != faces[:, 2])]
    first = faces.argmin(axis=1)  # start each triangle at its lowest vertex, keeping its turn
    faces = np.stack([faces[np.arange(len(faces)), (first + k) % 3] for k in range(3)], axis=1)
    faces = faces[np.lexsort(faces.T[::-1])]
    return Mesh(name, uniq, faces)


def _number(x: float) -> str:
    """A coordinate as written in the model: fixed decimals, trailing zeros cut."""
    text = f"{x:.{DECIMALS}f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def model_3mf(meshes: list[Mesh]) -> bytes:
    """A 3MF package: each mesh an object of its own, named, placed as it lies on the bed."""
    out = io.StringIO()
    out.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-GB" xmlns="{_CORE}">\n')
    out.write('<metadata name="Application">accessible-kits</metadata>\n<resources>\n')
    for n, m in enumerate(meshes, 1):
        name = m.name.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
        out.write(f'<object id="{n}" type="model" name="{name}"><mesh><vertices>\n')
        out.writelines(f'<vertex x="{_number(x)}" y="{_number(y)}" z="{_number(z)}"/>\n' for x, y, z in m.vertices)
        out.write("</vertices><triangles>\n")
        out.writelines(f'<triangle v1="{a}" v2="{b}" v3="{c}"/>\n' for a, b, c in m.faces)
        out.write("</triangles></mesh></object>\n")
    out.write("</resources>\n<build>\n")
    out.writelines(f'<item objectid="{n}"/>\n' for n in range(1, len(meshes) + 1))
    out.write("</build>\n</model>\n")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, text in (
            ("[Content_Types].xml", _TYPES),
            ("_rels/.rels", _RELS),
            ("3D/3dmodel.model", out.getvalue()),
        ):
            info = zipfile.ZipInfo(name, _DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, text.encode("utf-8"), compresslevel=6)
    return buf.getvalue()


def stl(name: str, meshes: list[Mesh]) -> bytes:
    """A binary STL of every mesh of a plate together (STL has no objects): a fixed 80-byte
    header, then each triangle's normal and corners as 32-bit floats."""
    import numpy as np

    tris = np.concatenate([m.vertices[m.faces] for m in meshes]).astype(np.float32)
    normals = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    lengths = np.linalg.norm(normals, axis=1, keepdims=True)
    normals = (normals / np.where(lengths == 0, 1, lengths)).astype(np.float32)
    records = np.zeros(len(tris), dtype=[("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")])
    records["n"], records["v"] = normals, tris
    header = f"accessible-kits {name}".encode("ascii", "replace")[:80].ljust(80, b" ")
    return header + struct.pack("<I", len(tris)) + records.tobytes()

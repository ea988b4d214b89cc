"""The 3D models of a kit with `models_3d` on: for every part to print (a board or a board's part,
a plate of plugs, pegs or tiles) a 3MF file that keeps each object and its name, an STL of the
same for slicers that want it, and a picture drawn from the mesh for the kit page. Same bytes
from the same game and profile."""

from __future__ import annotations

from html import escape

from accessible_kits.writers import File

FOLDER = "3d"


def write(kit, profile, ctx) -> list[File]:
    """3d/<part>.3mf, 3d/<part>.stl and previews/3d-<part>.png for every part; nothing when the
    profile does not ask for 3D models."""
    if kit.models is None:
        return []
    from accessible_kits.solids import mesh, preview

    made = kit.models
    out = []
    for p in made.parts:
        meshes = list(p.meshes)
        out += [
            File(f"{FOLDER}/{p.stem}.3mf", mesh.model_3mf(meshes), f"{p.title}: 3D model (3MF)", "models"),
            File(f"{FOLDER}/{p.stem}.stl", mesh.stl(p.stem, meshes), f"{p.title}: 3D model (STL)", "models"),
            File(f"previews/3d-{p.stem}.png", preview.png(meshes), description=picture_words(p)),
        ]
    return out


def picture_words(p) -> str:
    """What a part's picture shows, for its alt text: what it is and its size."""
    w, d, h = p.bounds
    many = f", {len(p.meshes)} pieces" if len(p.meshes) > 1 else ""
    return f"{p.title}, {p.what}{many}: {w:.0f} by {d:.0f} mm, {h:.1f} mm high, seen from the front and above."


def page_body(kit, files: dict[str, File]) -> str:
    """The kit page's words for the 3D list: the print section's text and a picture of every part."""
    section = next((s for s in kit.sections if s.id == "print-3d"), None)
    words = "".join(f"<p>{escape(t)}</p>" for t in section_texts(section)) if section else ""
    shown = sorted(f for f in files if f.startswith("previews/3d-"))
    pictures = "".join(
        f'<li><a href="{FOLDER}/{escape(name[len("previews/3d-") : -4])}.3mf">'
        f'<img src="{escape(name)}" alt="{escape(files[name].description)}"></a></li>'
        for name in shown
    )
    return words + (f'<h3>Pictures of the parts</h3><ul class="previews">{pictures}</ul>' if pictures else "")


def section_texts(section) -> list[str]:
    """The printed text of every line of a section, in order."""
    out = []
    for block in section.blocks:
        for line in getattr(block, "lines", ()) or getattr(block, "items", ()):
            out.append(line.text)
    return out

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
    return f"{p.title}{many}: {w:.0f} by {d:.0f} mm, {h:.1f} mm high, seen from the front and above."


def page_body(kit, files: dict[str, File]) -> str:
    """The kit page's words for the 3D list: the print section's text and a picture of every part."""
    section = next((s for s in kit.sections if s.id == "print-3d"), None)
    words = "".join(_block_html(b) for b in section.blocks) if section else ""
    shown = [p.stem for p in kit.models.parts if f"previews/3d-{p.stem}.png" in files] if kit.models else []
    pictures = "".join(
        f'<li><a href="{FOLDER}/{escape(stem)}.3mf"><img src="previews/3d-{escape(stem)}.png" '
        f'alt="{escape(files[f"previews/3d-{stem}.png"].description)}"></a></li>'
        for stem in shown
    )
    return words + (f'<h3>Pictures of the parts</h3><ul class="previews">{pictures}</ul>' if pictures else "")


def _block_html(block) -> str:
    """One block of a section as HTML: a paragraph, a numbered list of steps, or a list."""
    from accessible_kits.model import Steps

    items = getattr(block, "items", None)
    if items is None:
        return f"<p>{escape(block.text)}</p>"
    tag = "ol" if isinstance(block, Steps) else "ul"
    return f"<{tag}>" + "".join(f"<li>{escape(t)}</li>" for t in items) + f"</{tag}>"

"""The 3D models of every built-in game, measured as a maker would before printing: every file
loads back in trimesh, watertight and a volume, within the bed; the braille on each part reads
back through liblouis as its label; dot size and spacing, cell pitch, wall thickness and the
fits of plugs, pegs, tiles and board keys, measured on the meshes, equal the documented sizes;
two builds give the same bytes; sizes that cannot print are refused naming the key."""

from __future__ import annotations

import io
import itertools
import math
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest
import trimesh

from accessible_kits import braille, solids
from accessible_kits.compose import compose
from accessible_kits.errors import DoesNotFit
from accessible_kits.games import load_game
from accessible_kits.profile import load_profile
from accessible_kits.solids import sizes as z
from accessible_kits.solids.shapes import dot_centres
from accessible_kits.writers import models_3d

GAMES = ["poison-corner", "row-removal", "corner-polyominoes"]
PROFILE = load_profile("tactile-3d")


@pytest.fixture(scope="module", params=GAMES)
def built(request):
    """One game's kit with 3D models: its model and the files the writer makes."""
    kit = compose(load_game(request.param), PROFILE)
    return kit.models, {f.name: f for f in models_3d.write(kit, PROFILE, None)}


def _manifold(mesh):
    """A part's mesh as a manifold3d solid, to cut sections of."""
    import manifold3d

    m = manifold3d.Mesh(
        vert_properties=np.asarray(mesh.vertices, dtype=np.float32), tri_verts=np.asarray(mesh.faces, dtype=np.uint32)
    )
    return manifold3d.Manifold(m)


def _polygons(mesh, height):
    """The section of a mesh at a height: each contour as an (n, 2) array."""
    return [np.asarray(p) for p in _manifold(mesh).slice(height).to_polygons()]


def _area(p):
    x, y = p[:, 0], p[:, 1]
    return 0.5 * float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))  # counter-clockwise is positive


def test_files_load_back_watertight_within_the_bed(built):
    """Every 3MF loads in trimesh with each object named as made, each one watertight body of
    positive volume, and every part lies within the bed; the STL holds the same triangles."""
    model, files = built
    for p in model.parts:
        scene = trimesh.load(io.BytesIO(files[f"3d/{p.stem}.3mf"].data), file_type="3mf")
        assert sorted(scene.geometry) == sorted(pc.name for pc in p.pieces)
        for g in scene.geometry.values():
            assert g.is_watertight and g.is_volume and g.volume > 0, p.stem
            assert g.body_count == 1, (p.stem, g.metadata.get("name"))  # one piece: dots and plates joined
        stl = trimesh.load(io.BytesIO(files[f"3d/{p.stem}.stl"].data), file_type="stl")
        assert stl.is_watertight and len(stl.faces) == sum(len(m.faces) for m in p.meshes)
        assert math.isclose(stl.volume, p.volume, rel_tol=1e-4)
        w, d, _ = p.bounds
        assert model.sizes.fits(w, d), (p.stem, w, d)
        lo = np.min([m.vertices.min(axis=0) for m in p.meshes], axis=0)
        assert lo[2] == 0 and lo[0] >= 0 and lo[1] >= 0  # on the bed, from its corner


def _read(mesh, label):
    """The braille of a label as read from the mesh: the dots cut at half their height, each put
    in its cell and dot place; asserts each dot is where the spacing puts it (within 0.05 mm)."""
    r = z.DOT_BASE_MM / 2
    found = []
    for p in _polygons(mesh, label.z + z.DOT_HEIGHT_MM / 2):
        c = p.mean(axis=0)
        if (
            abs(_area(p)) < 3
            and label.x - 1 <= c[0] <= label.x + label.width + 1
            and label.y - 8 <= c[1] <= label.y + 1
        ):
            found.append(c)
    cells = [0] * len(label.cells)
    for cx, cy in found:
        u, v = (cx - label.x - r), (label.y - r - cy)
        cell = round(u / z.CELL_MM)
        col = round((u - cell * z.CELL_MM) / z.DOT_GAP_MM)
        row = round(v / z.DOT_GAP_MM)
        assert abs(u - cell * z.CELL_MM - col * z.DOT_GAP_MM) < 0.05 and abs(v - row * z.DOT_GAP_MM) < 0.05
        cells[cell] |= 1 << (row + 3 * col)
    return "".join(chr(0x2800 + b) for b in cells)


def test_braille_reads_back_as_its_labels(built):
    """The dots on every part, found on the mesh, read back through liblouis as the label they
    stand for (coordinates, row names, the poison letter, the owners' letters)."""
    model, _ = built
    seen = []
    for p in model.parts:
        for pc, mesh in zip(p.pieces, p.meshes, strict=True):
            for lb in pc.labels:
                cells = _read(mesh, lb)
                assert cells == lb.cells, (p.stem, lb.text)
                table = braille.GRADE1 if len(lb.text) <= 2 or lb.text.isdigit() else braille.GRADE2
                (back,) = braille.translate([cells.replace("\u2800", " ")], table, backward=True)
                assert back.lower() == lb.text.lower(), (lb.text, back)
                seen.append(lb.text)
    assert seen


def test_dot_size_and_height(built):
    """Each dot's base (cut just above its surface) is the documented 1.6 mm across, and its top
    stands 0.8 mm above the surface."""
    model, _ = built
    p = model.parts[0]
    lb = p.pieces[0].labels[0]
    mesh = p.meshes[0]
    bases = [
        2 * math.sqrt(abs(_area(q)) / math.pi)
        for q in _polygons(mesh, lb.z + 0.01)
        if abs(_area(q)) < 3 and lb.x - 1 <= q.mean(axis=0)[0] <= lb.x + lb.width + 1
    ]
    assert bases and all(abs(b - z.DOT_BASE_MM) < 0.03 for b in bases), bases
    for cx, cy in dot_centres(lb):
        near = mesh.vertices[np.hypot(mesh.vertices[:, 0] - cx, mesh.vertices[:, 1] - cy) < z.DOT_BASE_MM / 2]
        assert abs(near[:, 2].max() - lb.z - z.DOT_HEIGHT_MM) < 0.01


def _holes(mesh, height):
    """The holes (clockwise contours) of a section: (centre, width, depth, area) each."""
    out = []
    for p in _polygons(mesh, height):
        if _area(p) < 0:
            lo, hi = p.min(axis=0), p.max(axis=0)
            out.append(((lo + hi) / 2, hi[0] - lo[0], hi[1] - lo[1], -_area(p)))
    return out


@pytest.mark.parametrize("game_id", ["poison-corner", "corner-polyominoes"])
def test_cell_pitch_wall_and_fits_on_the_grid_boards(game_id):
    """On a board of cells, cut through its recesses: each recess is the pitch less one wall
    across, neighbours lie a pitch apart, and a plug's or tile's peg, cut near its foot, is the
    recess less the clearance on each side."""
    model = solids.model(load_game(game_id), PROFILE)
    s = model.sizes
    board = model.parts[0]
    holes = [h for h in _holes(board.meshes[0], z.FLOOR_MM + 1) if h[3] > 50]
    assert len(holes) >= 4
    assert all(abs(w - s.pocket) < 1e-3 and abs(d - s.pocket) < 1e-3 for _, w, d, _ in holes)
    xs = sorted({round(float(c[0]), 3) for c, *_ in holes})
    assert np.allclose(np.diff(xs), s.pitch, atol=1e-3)
    # the wall between two neighbouring recesses, edge to edge, is the profile's cell_wall
    row = sorted((h for h in holes if abs(h[0][1] - holes[0][0][1]) < 1e-3), key=lambda h: h[0][0])
    walls = [(b[0][0] - b[1] / 2) - (a[0][0] + a[1] / 2) for a, b in itertools.pairwise(row)]
    assert walls and np.allclose(walls, PROFILE.cell_wall, atol=1e-3)
    pieces = next(p for p in model.parts if p.kind == "pieces")
    for m in pieces.meshes:
        for q in _polygons(m, 1.0):
            w = q[:, 0].max() - q[:, 0].min()
            assert abs(w - (s.pocket - 2 * s.clearance)) < 1e-3, (m.name, w)
        assert m.vertices[:, 2].min() == 0 and m.vertices[:, 2].max() > s.wall_top - z.FLOOR_MM


def test_row_board_holes_and_pegs():
    """The row board's holes are half the pitch across; a peg's shank is the hole less the
    clearance on each side; every circle has its hole."""
    model = solids.model(load_game("row-removal"), PROFILE)
    s = model.sizes
    holes = _holes(model.parts[0].meshes[0], z.FLOOR_MM + 1)
    assert len(holes) == sum(load_game("row-removal").engine.sizes)
    for _, w, d, _ in holes:
        assert abs(w - s.hole) < 0.02 and abs(d - s.hole) < 0.02
    pegs = next(p for p in model.parts if p.stem.startswith("pegs"))
    for m in pegs.meshes:
        (shank,) = _polygons(m, z.PEG_HEAD_MM + 1)
        across = shank[:, 0].max() - shank[:, 0].min()
        assert abs(across - (s.hole - 2 * s.clearance)) < 0.02


def test_board_parts_key_together_with_the_clearance():
    """The polyomino board is too wide for a 220 mm bed: its parts, put back where they were cut,
    do not overlap, and each key stands clear of its socket by the fit clearance: grown by a
    little less it still clears, by a little more it meets the other part."""
    model = solids.model(load_game("corner-polyominoes"), PROFILE)
    c = model.sizes.clearance
    boards = [p for p in model.parts if p.seams]
    assert len(boards) == 2 and boards[0].seams[0].keys
    placed = [_manifold(p.meshes[0]).translate((-p.pieces[0].shift[0], -p.pieces[0].shift[1], 0)) for p in boards]
    assert (placed[0] ^ placed[1]).volume() < 1e-6
    seam = boards[0].seams[0]
    import manifold3d

    cut = manifold3d.CrossSection.square((z.KEY_LENGTH_MM + 2, 2000)).translate((seam.at, -1000))
    keys = placed[0].slice(1.0) ^ cut
    other = placed[1].slice(1.0)
    assert (keys.offset(c - 0.02, manifold3d.JoinType.Miter) ^ other).area() < 1e-6
    assert (keys.offset(c + 0.02, manifold3d.JoinType.Miter) ^ other).area() > 0.01


def test_two_builds_give_the_same_bytes():
    """The files of a kit built twice (the model made afresh) are byte for byte the same."""
    game = load_game("corner-polyominoes")
    first = {f.name: f.data for f in models_3d.write(compose(game, PROFILE), PROFILE, None)}
    solids._MADE.clear()
    second = {f.name: f.data for f in models_3d.write(compose(game, PROFILE), PROFILE, None)}
    assert first == second and len(first) == 12


def test_sizes_that_cannot_print_are_refused():
    """A bed too small for a piece, and walls that leave no room for a piece's braille, are
    refused naming the key."""
    game = load_game("corner-polyominoes")
    with pytest.raises(DoesNotFit) as err:
        solids.model(game, replace(PROFILE, cell_size=60.0, bed_width=100.0, bed_depth=100.0))
    assert err.value.key in ("bed_width", "bed_depth")
    with pytest.raises(DoesNotFit) as err:
        solids.model(game, replace(PROFILE, cell_size=15.0, cell_wall=5.0))
    assert err.value.key == "cell_wall"


def test_the_cli_refuses_a_bed_too_small_in_one_line(tmp_path):
    """The command line says what is wrong in one line naming the key, and exits non-zero."""
    prof = tmp_path / "small-bed.toml"
    prof.write_text('extends = "tactile-3d"\ncell_size = "60mm"\nbed_width = "100mm"\nbed_depth = "100mm"\n')
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_kits",
            "build",
            "corner-polyominoes",
            "-p",
            str(prof),
            "-o",
            str(tmp_path / "k"),
            "--audio",
            "off",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode != 0
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "bed_" in lines[0] and "Traceback" not in run.stderr, run.stderr


def _texts(section):
    """Every printed line of a section."""
    out = []
    for block in section.blocks:
        out += list(getattr(block, "items", ())) or [block.text]
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_say_what_to_print_from_the_models(game_id):
    """The rules of a kit with 3D models name every part's files with its time and PLA as the
    model gives them, and the spoken rules say how the printed board is laid out; a kit without
    the key has neither section."""
    game = load_game(game_id)
    kit = compose(game, PROFILE)
    sections = {s.id: s for s in kit.sections}
    printed = " ".join(_texts(sections["print-3d"]))
    for p in kit.models.parts:
        assert f"{p.stem}.3mf or {p.stem}.stl" in printed
        assert f"{round(p.grams)} g of PLA" in printed
    assert f"{round(kit.models.grams)} g of PLA" in printed
    assert f"{PROFILE.fit_clearance:g} mm smaller than its hole" in printed
    spoken = " ".join(seg.text for seg in kit.script if seg.text)
    assert "The printed board has" in spoken and "Printing the 3D models" in spoken
    plain = compose(game, load_profile("tactile"))
    assert plain.models is None and not {"board-3d", "print-3d"} & {s.id for s in plain.sections}

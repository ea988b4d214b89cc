"""The 3D models' own arithmetic, without liblouis: canonical meshes and their files, where a board
is cut for the bed, plates of small parts, and the sizes a profile may not print at."""

from __future__ import annotations

import io
import zipfile
from dataclasses import replace

import pytest

from accessible_kits.errors import DoesNotFit
from accessible_kits.profile import load_profile
from accessible_kits.solids import board, mesh, plates, shapes
from accessible_kits.solids import sizes as z

PROFILE = load_profile("tactile-3d")


def test_the_same_solid_gives_the_same_bytes():
    """A solid made twice gives one canonical mesh, one 3MF and one STL, byte for byte; the 3MF's
    entries carry a fixed date and order, and the mesh's volume is the two boxes' union."""

    def made():
        a, b = shapes.box((0, 0, 0), (10, 10, 2)), shapes.box((5, 5, 0), (15, 15, 4))
        return mesh.mesh("part", shapes.union([a, b]))

    one, two = made(), made()
    assert mesh.model_3mf([one]) == mesh.model_3mf([two]) and mesh.stl("p", [one]) == mesh.stl("p", [two])
    assert abs(one.volume - (200 + 400 - 25 * 2)) < 1e-6
    with zipfile.ZipFile(io.BytesIO(mesh.model_3mf([one]))) as zf:
        assert [i.filename for i in zf.infolist()] == ["[Content_Types].xml", "_rels/.rels", "3D/3dmodel.model"]
        assert {i.date_time for i in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert 'name="part"' in zf.read("3D/3dmodel.model").decode()


def test_a_board_is_cut_into_parts_near_equal_that_fit_the_bed():
    """A 230 mm board with cuts every 25 mm on a 220 mm bed: two parts, near the middle, each with
    its key within the bed; a bed smaller than one cell is refused naming the key."""
    cuts = [20.0 + 25 * k for k in range(1, 8)]
    (cut,) = board._cuts(230, cuts, 220, "bed_width")
    assert cut in (95, 120, 145) and cut + z.KEY_LENGTH_MM <= 220 and 230 - cut <= 220
    with pytest.raises(DoesNotFit) as err:
        board._cuts(230, cuts, 20, "bed_depth")
    assert err.value.key == "bed_depth"


def test_plates_fill_the_bed_then_start_another():
    """Forty 22 mm plugs on a 100 mm bed: rows of three (5 mm gaps), three rows a plate."""
    s = replace(z.sizes(PROFILE), bed=(100.0, 100.0))
    items = [board.Piece(f"plug {n}", shapes.box((0, 0, 0), (22, 22, 8))) for n in range(40)]
    made = plates.lay_out(items, s)
    assert [len(p) for p in made] == [9, 9, 9, 9, 4]
    for plate in made:
        for pc in plate:
            x0, y0, _, x1, y1, _ = pc.solid.bounding_box()
            assert x0 >= plates.GAP_MM and y0 >= plates.GAP_MM and x1 <= 100 and y1 <= 100


def test_a_wall_that_leaves_no_room_for_a_piece_is_refused():
    """Cells too small, once their walls are taken, for a piece with its braille letter: refused
    in one line naming cell_wall and the widest wall allowed."""
    with pytest.raises(DoesNotFit) as err:
        z.sizes(replace(PROFILE, cell_size=15.0, cell_wall=5.0))
    assert err.value.key == "cell_wall" and "at most" in str(err.value)
    assert z.sizes(PROFILE).pocket == PROFILE.cell_size - PROFILE.cell_wall

"""3D models of a kit: the boards, plugs, pegs and tiles a blind player keeps for years, as
solids to print, made from the same game and profile as the paper kit.

What every family shares is here: the sizes (`sizes`: braille dots from the evidence for printed
braille, floors, frames, the profile's pitch, wall, clearance and bed), the shapes (`shapes`), a
board and its cutting into parts that key together (`board`), the meshes and their files (`mesh`),
plates that lay many small parts on the bed (`plates`), and pictures drawn from the meshes
(`preview`). Each family makes its own parts in `families/<family>/solid.py` (`parts(game, ctx)`),
registered by its place, as its drawing is. `model(game, profile)` makes a kit's parts once a process.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from accessible_kits.solids import sizes as z
from accessible_kits.solids.board import Piece, Seam
from accessible_kits.solids.mesh import Mesh


@dataclass(frozen=True)
class Part:
    """One file to print: a plate of one or more solids (a board or a board's part, the plugs, the
    pegs, a player's tiles), its file stem, its name, and the seams it takes part in."""

    stem: str  # the file name without .3mf or .stl
    title: str  # what it is, as the print page names it ("Board, part 1 of 2")
    pieces: tuple[Piece, ...]
    meshes: tuple[Mesh, ...]
    kind: str = "board"  # board, or pieces: how it is printed (infill, layer)
    seams: tuple[Seam, ...] = ()

    @property
    def volume(self) -> float:
        """Its solid volume, mm³."""
        return sum(m.volume for m in self.meshes)

    @property
    def grams(self) -> float:
        """The PLA it takes at most (printed solid), in grams."""
        return self.volume / 1000 * z.PLA_G_PER_CM3

    @property
    def minutes(self) -> float:
        """About the longest it prints, at the slowest rate of sizes.PRINT_RATE_MM3_S."""
        return self.volume / z.PRINT_RATE_MM3_S / 60

    @property
    def bounds(self) -> tuple[float, float, float]:
        """Width, depth and height of all it holds, as it lies on the bed."""
        lo = [min(float(m.vertices[:, i].min()) for m in self.meshes) for i in range(3)]
        hi = [max(float(m.vertices[:, i].max()) for m in self.meshes) for i in range(3)]
        return (hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2])


@dataclass(frozen=True)
class Model:
    """A kit's 3D models: its parts to print, in order, and the sizes they were made at."""

    parts: tuple[Part, ...]
    sizes: z.Sizes

    @property
    def grams(self) -> float:
        """PLA for every part, at most."""
        return sum(p.grams for p in self.parts)

    @property
    def minutes(self) -> float:
        """About how long every part prints, one after the other."""
        return sum(p.minutes for p in self.parts)


@dataclass(frozen=True)
class Context:
    """What a family's `parts` builds with: the sizes, braille through liblouis, the profile."""

    sizes: z.Sizes
    profile: object

    def grade1(self, text: str) -> str:
        """A coordinate or a letter as UEB grade 1 cells (liblouis)."""
        return _translate(text, "1")

    def grade2(self, text: str) -> str:
        """A name as UEB grade 2 cells (liblouis)."""
        return _translate(text, "2")


@functools.lru_cache(maxsize=512)
def _translate(text: str, grade: str) -> str:
    from accessible_kits import braille

    (cells,) = braille.translate([text], braille.GRADE1 if grade == "1" else braille.GRADE2)
    return cells.replace(" ", "\u2800")


def part(stem: str, title: str, pieces: list[Piece], *, kind: str = "board", seams=()) -> Part:
    """A part to print, its solids made into canonical meshes (and then let go: a Part is plain
    data, which a kit can carry between processes)."""
    from dataclasses import replace

    from accessible_kits.solids.mesh import mesh

    meshes = tuple(mesh(p.name, p.solid) for p in pieces)
    return Part(stem, title, tuple(replace(p, solid=None) for p in pieces), meshes, kind, tuple(seams))


_MADE: dict = {}


def model(game, profile) -> Model:
    """The kit's 3D models, made once a process for a game and profile (compose's words and the
    writer's files read the same parts). DoesNotFit names the key when a size cannot print."""
    key = (game.id, game.family, repr(sorted(game.params.items())), profile)
    if key not in _MADE:
        from accessible_kits import families

        s = z.sizes(profile)
        parts = families.family(game.family).module("solid").parts(game, Context(s, profile))
        if len(_MADE) > 8:
            _MADE.clear()
        _MADE[key] = Model(tuple(parts), s)
    made: Model = _MADE[key]
    return made


def board_parts(whole, s: z.Sizes) -> list[Part]:
    """A board's parts to print: the whole board, or its parts when the bed is too small."""
    from accessible_kits.solids.board import split

    pieces, seams = split(whole, s, "board")
    if len(pieces) == 1:
        return [part("board", "Board", pieces)]
    return [
        part(
            f"board-part-{n}",
            f"Board, part {n} of {len(pieces)}",
            [pc],
            seams=[sm for sm in seams if n in (sm.low, sm.high)],
        )
        for n, pc in enumerate(pieces, 1)
    ]


def piece_plates(stem: str, title: str, items: list[Piece], s: z.Sizes) -> list[Part]:
    """Small parts laid out on as many plates as they need, each a part to print."""
    from accessible_kits.solids.plates import lay_out

    made = lay_out(items, s)
    if len(made) == 1:
        return [part(stem, title, made[0], kind="pieces")]
    return [
        part(f"{stem}-{n}", f"{title}, plate {n} of {len(made)}", plate, kind="pieces")
        for n, plate in enumerate(made, 1)
    ]

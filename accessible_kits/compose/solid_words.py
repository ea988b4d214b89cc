"""What a kit with 3D models says about them: how the printed board is laid out and how a move is
made on it (from the family's solid module), and which files to print, on what, how long they
take, how much filament, and how the parts go together. Every figure is read from the meshes the
files are written from (solids.Model), never typed into a sentence."""

from __future__ import annotations

from accessible_kits.compose.drafts import Bullets, Draft, Para, Steps
from accessible_kits.solids import sizes as z

FOLDER = "3d"  # writers/models_3d.py writes the files there


def drafts(game, v, models) -> list[Draft]:
    """The two sections of a kit with 3D models: the printed board, then printing the models."""
    from accessible_kits import families

    layout, move = families.family(game.family).module("solid").words(game, v, models)
    return [
        Draft("board-3d", "The printed board", (Para(" ".join(layout)), Bullets(tuple(move)))),
        print_draft(v, models),
    ]


def _time(v, minutes: float) -> str:
    """A print time as people say it: minutes under two hours, else hours to the half."""
    if minutes < 120:
        return f"{v.num(max(5, round(minutes / 5) * 5))} minutes"
    half = round(minutes / 30) / 2
    return f"{v.num(int(half))} hours" if half == int(half) else f"{v.num(int(half))} and a half hours"


def print_draft(v, models) -> Draft:
    """Which files to print, with what settings, how long, how much PLA, and how to put them together."""
    s = models.sizes
    files = tuple(
        f"{p.title}: {p.stem}.3mf or {p.stem}.stl"
        + (f", {v.count(len(p.meshes), 'piece')}" if len(p.meshes) > 1 else "")
        + f". Up to about {_time(v, p.minutes)} and {v.num(round(p.grams))} g of PLA."
        for p in models.parts
    )
    blocks: list = [
        Para(
            f"The 3D models are in the {FOLDER} folder. Each part to print has a 3MF file and an STL file. "
            "Open either one in your slicer."
        ),
        Bullets(files),
        Bullets(
            (
                "Print in PLA, with a 0.4 mm nozzle.",
                f"Use a layer height of {z.LAYER_MM:g} mm. The braille dots need it.",
                "Use 20 % infill and three walls.",
                "Print each part as it lies in its file, flat side down. No part needs supports.",
            )
        ),
        Para(
            f"All the parts take up to about {_time(v, models.minutes)} to print and "
            f"{v.num(round(models.grams))} g of PLA. These figures come from the volume of each model, "
            "as if printed solid. Your slicer gives a closer figure, often less."
        ),
        Para(
            f"Each piece is {s.clearance:g} mm smaller than its hole on every side. If a piece is too tight, "
            "print it again with a larger fit clearance in the profile."
        ),
    ]
    parts = [p for p in models.parts if p.seams]
    if parts:
        blocks.append(
            Steps(
                (
                    f"The board is printed in {v.num(len(parts))} parts. They are numbered from the bottom "
                    "left, left to right, then row by row up the board.",
                    "Lay part 1 flat, braille up.",
                    "Lower each next part onto the parts before it, so their keys drop into the slots in its floor.",
                    "The floors meet flush. Press gently until the parts lie flat together.",
                )
            )
        )
    return Draft("print-3d", "Printing the 3D models", tuple(blocks))

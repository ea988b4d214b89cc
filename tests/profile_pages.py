"""Printed pages straight from the render layer for a profile written on the spot: shared by the
fast tier's tests/unit/test_print_pages.py and the full tier's tests/test_print.py."""

from __future__ import annotations

from pathlib import Path


def custom_profile(tmp_path: Path, name: str, body: str) -> str:
    """Write a profile file NAME.toml holding BODY; its path, to load or build with."""
    path = tmp_path / f"{name}.toml"
    path.write_text(body)
    return str(path)


def laid_out_pages(profile_ref: str) -> dict[str, str]:
    """{page id: SVG} of corner polyominoes at the profile: fast, and what every print writer uses."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from accessible_kits.render.pages import kit_pages

    profile = load_profile(profile_ref)
    return {pg.id: pg.svg for pg in kit_pages(compose(load_game("corner-polyominoes"), profile), profile)}

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


def check_change(tmp_path: Path, base_pages: dict[str, str], key: str, line: str, seen) -> None:
    """One profile key's effect on the print: the pages made with LINE show it (`seen`), the base
    profile's pages do not. Both tiers' tests of the profile keys call this."""
    profile = custom_profile(tmp_path, f"changed-{key.replace('_', '-')}", f'extends = "large-print"\n{line}\n')
    changed = laid_out_pages(profile)
    assert seen(changed), f"{key} did not change the printed pages"
    assert not seen(base_pages), f"the base profile already shows the {key} change"

"""Finding and loading profile files: a bundled name or a path, and the chain of `extends`.

A profile file names only what differs from the profile it `extends`; loading reads the
chain (at most MAX_EXTENDS files, never a loop), merges it over the defaults key by key,
remembers which file set each key (so a bad value blames the right file), then parses
and checks the result. Every mistake is one KitError line naming the file and the key.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from accessible_kits.errors import BadFile, NotFound
from accessible_kits.keys import KeyProblem, key_shown, shown, suggest
from accessible_kits.profile.checks import problems
from accessible_kits.profile.declaration import KEYS, TABLES, TOP, Profile
from accessible_kits.profile.values import defaults, profile_from
from accessible_kits.tomlfile import loads, read_input

# A profile's file name is its kit folder: a plain name, never "..", a path or a hidden folder.
PROFILE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
MAX_EXTENDS = 16  # profiles a chain of `extends` may pass through; more is a mistake (or a generated loop)


def profiles_dir() -> Path:
    """The bundled profiles: installed beside the package (pip install .), or the
    top-level profiles/ folder of a source checkout (also what an editable install uses)."""
    package = Path(__file__).resolve().parent.parent
    installed = package / "profiles"
    return installed if installed.is_dir() else package.parent / "profiles"


def builtin_profiles() -> list[str]:
    """The names of the bundled profiles, sorted."""
    return sorted(p.stem for p in profiles_dir().glob("*.toml"))


def locate(ref: str, relative_to: Path | None = None) -> Path:
    """The file of a profile: a bundled name, a file beside `relative_to` (with or without .toml), or a path."""
    if "\0" in ref:
        raise NotFound(f"profile {shown(ref)}: a name with a NUL character is not allowed", kind="profile", ref=ref)
    if ref in builtin_profiles():
        return profiles_dir() / f"{ref}.toml"
    p = Path(ref)
    try:
        if relative_to is not None and not p.is_absolute():
            sibling = relative_to.parent / p
            if sibling.exists():
                return sibling
            if (relative_to.parent / f"{ref}.toml").exists():
                return relative_to.parent / f"{ref}.toml"
        if p.exists():
            return p
    except OSError:  # a name too long to be a file: not found, said below
        pass
    raise NotFound(
        f"profile {shown(ref)}: not a bundled profile ({', '.join(builtin_profiles())}) and no such file"
        + (
            f"; did you mean '{near[0]}'?"
            if (near := difflib.get_close_matches(str(ref)[:40], builtin_profiles(), n=1))
            else ""
        ),
        kind="profile",
        ref=ref,
    )


def check_keys(data: dict, source) -> None:
    """Refuse a key the declaration does not have, naming the nearest one."""
    for name, value in data.items():
        if name not in TOP:
            raise KeyProblem(source, key_shown(name), f"unknown key{_nearest(name, TOP)}")
        if name in TABLES:
            if not isinstance(value, dict):
                raise KeyProblem(source, name, f"expected a table like {name} = {{ ... }}")
            subs = [k.name.split(".", 1)[1] for k in KEYS if k.name.startswith(name + ".")]
            for sub in value:
                if sub not in subs:
                    raise KeyProblem(source, f"{name}.{key_shown(sub)}", f"unknown key{_nearest(sub, subs)}")


def _nearest(key: str, options) -> str:
    """A profile's unknown-key tail: the nearest key alone, or all of them, sorted, when none is near."""
    return suggest(key, options, cutoff=0.5, sort=True, then_list=False)


def merge(base: dict, data: dict, source=None, origin: dict | None = None) -> dict:
    """`data` over `base`, key by key (a table only changes the keys it names). `origin`
    learns which file set each key ("speech.voice" -> path), so a bad value blames the right file."""
    merged = {k: (dict(v) if isinstance(v, dict) else v) for k, v in base.items() if k != "extends"}
    for name, value in data.items():
        if name in TABLES:
            merged[name] = {**merged.get(name, {}), **value}
            if origin is not None:
                origin.update({f"{name}.{sub}": source for sub in value})
        elif name != "extends":
            merged[name] = value
            if origin is not None:
                origin[name] = source
    return merged


def chain(path: Path) -> list[tuple[Path, dict]]:
    """The files a profile extends, itself first, each read and its keys checked. Walked in a loop,
    not by recursion, so a chain of any length ends in one line, never an internal error."""
    files: list[tuple[Path, dict]] = []
    seen: list[Path] = []
    while True:
        real = path.resolve()
        if real in seen:
            names = " -> ".join(p.stem for p in seen + [real])
            raise KeyProblem(path, "extends", f"a loop ({names}); a profile cannot extend itself")
        if len(files) == MAX_EXTENDS:
            raise KeyProblem(
                files[0][0],
                "extends",
                f"a chain of more than {MAX_EXTENDS} profiles; at most "
                f"{MAX_EXTENDS} are allowed, each extending the next, with no loops",
            )
        data = loads(read_input(path, "profile"), str(path))
        check_keys(data, path)
        files.append((path, data))
        seen.append(real)
        if "extends" not in data:
            return files
        path = _parent(path, data["extends"])


def _parent(path: Path, ref) -> Path:
    """The file that `path`'s `extends` names."""
    if not isinstance(ref, str):
        raise KeyProblem(path, "extends", 'expected a profile name like "standard"')
    try:
        return locate(ref, relative_to=path)
    except NotFound:
        raise KeyProblem(path, "extends", f"'{ref}' is not a bundled profile or a file beside this one") from None


def raw_chain(path: Path, origin: dict | None = None) -> dict:
    """A profile file merged over the profile it extends (and so on), over the defaults."""
    raw = defaults()
    for source, data in reversed(chain(path)):
        raw = merge(raw, data, source, origin)
    return raw


def load_profile(ref: str) -> Profile:
    """Load a bundled profile by name, or a profile file by path, and check it.

    :raises NotFound: `ref` is neither a bundled profile nor a file.
    :raises BadFile: the file cannot be read as TOML, or its name cannot name a kit folder.
    :raises KeyProblem: a key is unknown or its value not allowed (in this file or one it extends),
        an `extends` chain loops, or the profile's keys conflict (a cross-key check).
    """
    path = locate(ref)
    if not PROFILE_ID.fullmatch(path.stem):
        raise BadFile(
            f"{path}: the file name gives the kit folder, so it must be letters, digits, hyphens "
            "and underscores, at most 64, starting with a letter or digit, like my-profile.toml",
            path=str(path),
        )
    origin: dict = {}
    profile, errors = profile_from(raw_chain(path, origin=origin), path.stem, str(path))
    for name, words in errors.items():
        raise KeyProblem(origin.get(name, path), name, words)
    assert profile is not None  # no errors: profile_from made one
    for problem in problems(profile):
        raise KeyProblem(path, problem.where, problem.says)
    return profile

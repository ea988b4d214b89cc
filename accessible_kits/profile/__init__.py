"""Accessibility profiles: TOML files parsed into a typed, checked, immutable Profile.

Every size, colour, font, mark, paper size and voice a kit uses comes from here. One job
a module: `declaration` (the keys, as the fields of Profile and Speech), `values` (raw
values to a typed Profile), `loading` (finding files, `extends`), `checks` (rules across
keys), `report` (what `check` prints, docs/profiles.md's table) and `writing` (TOML out).
This package re-exports the names its callers use, so `from accessible_kits.profile
import Profile, load_profile` stays the way in.
"""

from __future__ import annotations

from accessible_kits.profile.checks import (
    FLAT_INK_MIN_LUMINANCE,
    Problem,
    Target,
    flat_ink_line,
    problems,
    targets,
)
from accessible_kits.profile.declaration import (
    BY_NAME,
    FIELDS,
    GRAPHIC_TARGET,
    KEYS,
    MIN_MARGIN_MM,
    PAPER_MM,
    TABLES,
    TEXT_TARGET,
    TOP,
    Choice,
    Colour,
    ColumnNames,
    Duration,
    Flag,
    Key,
    Kind,
    Length,
    Marks,
    Number,
    Profile,
    Several,
    Size,
    Speech,
    Text,
)
from accessible_kits.profile.loading import (
    MAX_EXTENDS,
    PROFILE_ID,
    builtin_profiles,
    chain,
    check_keys,
    load_profile,
    locate,
    merge,
    profiles_dir,
    raw_chain,
)
from accessible_kits.profile.report import markdown_table, report, settings
from accessible_kits.profile.values import (
    defaults,
    get,
    parse_values,
    profile_from,
    put,
)
from accessible_kits.profile.writing import to_toml

_put, _get, _locate = put, get, locate  # the names callers used before the package (studio, tests)

__all__ = [
    "BY_NAME",
    "FIELDS",
    "FLAT_INK_MIN_LUMINANCE",
    "GRAPHIC_TARGET",
    "KEYS",
    "MAX_EXTENDS",
    "MIN_MARGIN_MM",
    "PAPER_MM",
    "PROFILE_ID",
    "TABLES",
    "TEXT_TARGET",
    "TOP",
    "Choice",
    "Colour",
    "ColumnNames",
    "Duration",
    "Flag",
    "Key",
    "Kind",
    "Length",
    "Marks",
    "Number",
    "Problem",
    "Profile",
    "Several",
    "Size",
    "Speech",
    "Target",
    "Text",
    "_get",
    "_locate",
    "_put",
    "builtin_profiles",
    "chain",
    "check_keys",
    "defaults",
    "flat_ink_line",
    "get",
    "load_profile",
    "locate",
    "markdown_table",
    "merge",
    "parse_values",
    "problems",
    "profile_from",
    "profiles_dir",
    "put",
    "raw_chain",
    "report",
    "settings",
    "targets",
    "to_toml",
]

"""The import graph between the parts of the package, read from the source with `ast`.

docs/architecture.md shows it (a test keeps the two equal), and the test also checks that
it has no cycle and no arrow back up the data flow. Run `python -m accessible_kits.imports`
to print the block the document holds.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent

# The layers of the data flow, lowest first: a part may import only parts of a lower layer
# (tests/unit/test_architecture.py holds every import to this; the document prints it).
LAYERS = [
    {"__init__", "errors", "units", "colour", "options", "process", "imports", "voices", "libraries"},
    {"keys", "tomlfile", "families"},
    {"games", "manifest"},
    {"profile", "fonts", "braille", "model", "pdf_marks"},
    {"versions", "cache", "pdf_tags", "measure"},
    {"render", "audio", "solids"},
    {"plan", "preparation"},
    {"compose"},
    {"writers", "author_notes"},
    {"freshness", "workers", "pipeline"},
    {"publish"},
    {"tasks"},
    {"kit_tasks"},
    {"fork_server"},
    {"build"},
    {"checkup"},
    {"studio"},
    {"cli"},
    {"__main__"},
]


# A family package's modules, each counted in the layer of its role (accessible_kits/families).
FAMILY_ROLES = {"engine": "games", "params": "games", "wording": "compose", "drawing": "render", "solid": "solids"}


def part(module: str) -> str:
    """The part a module belongs to: a subpackage (games, compose, render, writers, studio) or a top
    module; a family's engine, params, wording and drawing belong to the part of their role, the registry
    and the family packages' own `__init__` to `families`."""
    bits = module.split(".")
    if len(bits) > 3 and bits[1] == "families":
        return FAMILY_ROLES.get(bits[3], "families")
    return bits[1] if len(bits) > 1 else "__init__"


def _module_level(body, eager: set, typing_only: set) -> None:
    """Sort the imports that run at module load (also under a plain if/try) from those under
    `if TYPE_CHECKING:`, which make no arrow at run time."""
    for n in body:
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            eager.add(id(n))
        elif isinstance(n, ast.If) and getattr(n.test, "id", None) == "TYPE_CHECKING":
            typing_only.update(id(x) for x in ast.walk(n))
        elif isinstance(n, (ast.If, ast.Try)):
            _module_level(
                n.body
                + n.orelse
                + getattr(n, "finalbody", [])
                + [x for h in getattr(n, "handlers", []) for x in h.body],
                eager,
                typing_only,
            )


def _from_package(name: str) -> str:
    """`from accessible_kits import X`: a module or subpackage X, or a name of the package itself."""
    if (PACKAGE / f"{name}.py").exists() or (PACKAGE / name).is_dir():
        return f"accessible_kits.{name}"
    return "accessible_kits.__init__"


def edges() -> dict[str, dict[str, bool]]:
    """{part: {part it imports: True when any such import runs at module load}} across the package.
    An import inside a function (loaded when used, to keep start-up fast) counts as lazy."""
    graph: dict[str, dict[str, bool]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        src = part(module)
        graph.setdefault(src, {})
        tree = ast.parse(path.read_text(encoding="utf-8"))
        eager: set = set()
        typing_only: set = set()
        _module_level(tree.body, eager, typing_only)
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                top = node.module == "accessible_kits"
                names = [_from_package(a.name) for a in node.names] if top else [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                if name.startswith("accessible_kits.") and part(name) != src:
                    graph[src][part(name)] = graph[src].get(part(name), False) or id(node) in eager
    return graph


def block() -> str:
    """The layers, then the graph, as the document shows them: one line a part, lazy imports in brackets."""
    lines = [f"layer {n:<2}   {', '.join(sorted(layer))}" for n, layer in enumerate(LAYERS, 1)] + [""]
    for src, deps in sorted(edges().items()):
        shown = [d if eager else f"({d})" for d, eager in sorted(deps.items())]
        lines.append(f"{src:<10} -> {', '.join(shown) if shown else '(nothing of ours)'}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(block())

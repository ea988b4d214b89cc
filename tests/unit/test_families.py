"""What a family must provide, checked for every registered family.

docs/families.md walks through writing one. A family is one package under accessible_kits/families,
registered in accessible_kits/families/__init__.py, with:

- an engine class (engine.py) that keeps games.protocol.Engine, `from_params` included;
- its game-file keys (params.py: PARAMS, a games.declare.Params): its params table, its host-key
  facts, its worked examples' own keys and the checks across them;
- a wording class (wording.py) with every member of compose.contract.Wording and WordingClass;
- a drawing module (drawing.py) naming the board shape it draws on (BOARD), with a drawer for that
  shape and a painter, on print and raised sheets, for every cell role its boards use;
- at least one built-in game file (data/*.toml) of that family.

mypy holds the signatures to the protocols (each family's __init__.py); these tests hold the
run time: that every part is there, is registered, and works on the family's own games.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from accessible_kits import families, plan
from accessible_kits.compose import blank_set, compose, contract
from accessible_kits.compose.words import Voice
from accessible_kits.errors import DoesNotFit
from accessible_kits.fonts import Metrics
from accessible_kits.games import builtin_ids, load_game, protocol, schema
from accessible_kits.games.declare import Params
from accessible_kits.plan import sheet_plan
from accessible_kits.profile import load_profile
from accessible_kits.render import drawers
from accessible_kits.render.figures import figure_svg
from accessible_kits.render.sheets import board_pages

NAMES = sorted(families.FAMILIES)
NOT_DRAWN = {"empty", "absent"}  # grid roles with nothing in the cell


def members(proto: type) -> set[str]:
    """The names a Protocol declares: its methods, properties and annotated attributes."""
    kinds = (classmethod, property)
    names = {n for n, v in vars(proto).items() if not n.startswith("_") and (callable(v) or isinstance(v, kinds))}
    return names | {n for n in getattr(proto, "__annotations__", {}) if not n.startswith("_")}


def games_of(name: str) -> list:
    """The family's built-in games, loaded (their worked examples replayed by its engine)."""
    return [g for g in (load_game(i) for i in builtin_ids()) if g.family == name]


def wording(game, ear: bool = False):
    """The family's wording for a built-in game, with the standard profile (no braille: no liblouis)
    and the sheet plan compose would give it."""
    profile = load_profile("standard")
    plan = sheet_plan(game, profile, *blank_set(game))
    return families.family(game.family).wording()(game, profile, plan, Voice(ear=ear))


def boards_of(game) -> list:
    """Every board a kit of this game draws: the blank boards and each worked example's diagrams."""
    w = wording(game)
    found = list(w.blank_boards(game)[0])
    for ex, results in zip(game.examples, game.replays, strict=True):
        found.append(w.example_start(ex, results[0].before if results else game.engine.initial())[1])
        found += [w.step(res).diagram for res in results]
        found.append(w.example_end(ex, results)[1])
    return [b for b in found if b is not None]


def test_every_family_package_is_registered():
    """A package under families/ that the registry does not list would never be used."""
    folder = Path(families.__file__).parent
    packages = {p.name for p in folder.iterdir() if (p / "__init__.py").exists()}
    assert packages == {f.package for f in families.FAMILIES.values()}


@pytest.mark.parametrize("name", NAMES)
def test_the_engine_keeps_the_protocol(name):
    """Every member of games.protocol.Engine is on the class, and from_params makes the engine of
    each of the family's games."""
    cls = families.family(name).engine()
    missing = sorted(m for m in members(protocol.Engine) if not callable(getattr(cls, m, None)))
    assert not missing, f"{name}: the engine lacks {missing}"
    for game in games_of(name):
        assert isinstance(game.engine, cls)
        assert cls.from_params(game.params) == game.engine


@pytest.mark.parametrize("name", NAMES)
def test_the_parameters_are_declared(name):
    """The family's params.py declares its keys (a games.declare.Params) and the schema checks game files
    with them: its params table, and a host key of the facts its engine gives."""
    declared = families.family(name).params()
    assert isinstance(declared, Params), f"{name}: params.py must give PARAMS, a games.declare.Params"
    assert schema.PARAMS[name] is declared.table
    assert set(schema.HOST_KEY[name].keys) == set(declared.facts)
    for game in games_of(name):
        assert set(game.engine.facts()) == set(declared.facts)


def test_a_family_s_own_example_keys_are_refused_in_other_families():
    """A step or example key one family declares (grid removal's `removes`) is in the shared table,
    tagged with its family in docs/games.md, and refused in another family's game file."""
    owner = {k.name: name for name in NAMES for k in families.family(name).params().step_keys}
    assert owner == schema.STEP_ONLY and owner["removes"] == "grid-removal"
    assert schema.STEP.keys["removes"].help.startswith("grid-removal: ")
    data = {
        "id": "rows",
        "title": "Rows",
        "family": "row-removal",
        "minutes": [5, 10],
        "params": {"rows": [3, 4]},
        "examples": [{"title": "One", "steps": [{"move": "top row, 1", "removes": 1}]}],
    }
    with pytest.raises(schema.KeyProblem) as err:
        schema.check_game(data, "rows.toml")
    assert err.value.key == "examples[1].steps[1].removes"
    assert err.value.words == "only grid-removal games use it; remove it"


def test_the_contract_holds_what_the_skeleton_asks():
    """Every attribute compose's skeleton reads off a wording (named page, ear or w there) or its class
    (family) is declared in compose.contract, so the protocol cannot fall behind the skeleton."""
    import accessible_kits.compose as skeleton

    tree = ast.parse(Path(skeleton.__file__).read_text(encoding="utf-8"))
    asked = {
        n.attr
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute)
        and isinstance(n.value, ast.Name)
        and n.value.id in ("page", "ear", "w", "family")
    }
    assert asked, "the skeleton no longer names its wordings page, ear or w: update this test"
    undeclared = asked - members(contract.Wording) - members(contract.WordingClass)
    assert not undeclared, f"declare {sorted(undeclared)} in compose/contract.py"


@pytest.mark.parametrize("name", NAMES)
def test_the_wording_matches_the_contract(name):
    """Every member the skeleton calls (compose.contract) is there, on the class and on a wording made
    in each voice, and a worked example's steps give words in both."""
    cls = families.family(name).wording()
    lacking = sorted(m for m in members(contract.WordingClass) if not callable(getattr(cls, m, None)))
    assert not lacking, f"{name}: the wording class lacks {lacking}"
    for game in games_of(name):
        for ear in (False, True):
            w = wording(game, ear)
            lacking = sorted(m for m in members(contract.Wording) if not hasattr(w, m))
            assert not lacking, f"{name}: the wording lacks {lacking}"
            assert w.tagline() and w.need() and w.board() and w.turn()
            steps = [w.step(res) for results in game.replays for res in results]
            assert all(s.lines and s.host for s in steps)


@pytest.mark.parametrize("name", NAMES)
def test_the_drawing_covers_every_board_and_role(name):
    """The drawing names the family's board shape; every board its kits show is of that shape, has a
    drawer, and each cell role on it has a painter for print and for raised sheets."""
    drawing = families.family(name).drawing()
    assert isinstance(drawing.BOARD, type), f"{name}: drawing.py must name its board shape, BOARD"
    print_cells, raised_cells = families.cell_painters(False), families.cell_painters(True)
    for game in games_of(name):
        for board in boards_of(game):
            assert type(board) is drawing.BOARD, f"{name}: a {type(board).__name__} board, not {drawing.BOARD.__name__}"
            assert drawers.drawer_for(board)
            roles = {r for _, r in getattr(board, "roles", ())} - NOT_DRAWN  # a grid's cells; rows have none
            assert roles <= set(print_cells), f"{name}: no print painter for {sorted(roles - set(print_cells))}"
            assert roles <= set(raised_cells), f"{name}: no raised painter for {sorted(roles - set(raised_cells))}"


@pytest.mark.parametrize("name", NAMES)
def test_the_diagrams_draw(name):
    """Each worked-example diagram draws as a rule-card figure, through its drawer and painters."""
    profile = load_profile("standard")
    metrics = Metrics(profile.font)
    for game in games_of(name):
        for i, board in enumerate(boards_of(game)):
            svg = figure_svg(board, profile, metrics, f"f{i}")
            assert svg.startswith('<svg role="img"') and board.label in svg


@pytest.mark.parametrize("name", NAMES)
def test_the_family_ships_a_game(name):
    """At least one built-in game, in the family's data folder, of that family."""
    files = [f for f in families.family(name).data().iterdir() if f.name.endswith(".toml")]
    assert files, f"{name}: put a built-in game in its data folder"
    for f in files:
        assert load_game(f.name[:-5]).family == name


def test_an_unknown_family_or_board_says_so():
    """Asking the registry for a family it lacks, or render for a board shape nobody draws, names it."""
    with pytest.raises(families.UnknownFamily) as err:
        families.family("hex-removal")
    assert err.value.name == "hex-removal" and "grid-removal" in str(err.value)
    with pytest.raises(drawers.NoDrawer) as no:
        drawers.drawer_for(object())
    assert no.value.kind is object


@dataclass(frozen=True)
class DotBoard:
    """A board shape render does not know: a row of dots, for the tests below."""

    dots: int
    label: str = "Dots"
    description: str = "A row of dots."


class DotDrawer:
    """The whole of what a new board shape needs in render and the plan: one drawer
    (render.drawers.BoardDrawer)."""

    splittable = False
    shrink_by = ("params.dots", "fewer dots")

    def size(self, c, board):
        return board.dots * c.cell_size, c.cell_size

    def box(self, c, board):
        w, h = self.size(c, board)
        return w, h + c.profile.text_mm * 2  # room for the count under the dots

    def draw(self, c, board, x, y):
        for i in range(board.dots):
            c.dwg.add(c.dwg.circle((x + (i + 0.5) * c.cell_size, y + c.cell_size / 2), c.cell_size * 0.3, class_="dot"))

    def under(self, c, board, x, y):
        c.text(f"{board.dots} dots to take", x, y + c.cell_size + c.profile.text_mm * 1.5)

    def describe(self, board):
        return f"{board.label}: a row of {board.dots} dots."

    def labels(self, board):
        return set(), {"dot"}

    def tokens(self, board):
        return "dot", board.dots

    def figure_cell(self, probe, board, width):
        return width / board.dots

    def pad(self, board, cell_mm):
        return 2


@pytest.fixture
def dots(monkeypatch):
    """The dot drawer registered by its board type, as a family's drawing module's DRAWERS would."""
    monkeypatch.setitem(drawers.DRAWERS, DotBoard, DotDrawer())


def test_a_new_board_shape_is_one_registered_drawer(dots):
    """Registered by its type, a new shape's drawer sizes and draws a rule-card figure with no change
    anywhere in render (a family registers it from its drawing module's DRAWERS)."""
    profile = load_profile("standard")
    svg = figure_svg(DotBoard(5), profile, Metrics(profile.font), "dots")
    assert svg.count('class="dot"') == 5 and "A row of dots." in svg


def test_a_new_board_shape_is_planned_and_counted_by_its_drawer(dots):
    """The plan sizes the new shape by its drawer's box, and refuses one too big for the paper with
    the drawer's own key, since the drawer says it cannot be split; its tokens and braille labels
    come from the drawer too."""
    game = games_of("row-removal")[0]
    profile = load_profile("standard")
    boards = (DotBoard(3, "Practice board"), DotBoard(3, "Play board"))
    sheets = plan.sheet_plan(game, profile, boards, 2, ())
    assert (sheets.boards, sheets.per_sheet, sheets.sheets) == (2, 2, 1)
    with pytest.raises(DoesNotFit) as err:
        plan.sheet_plan(game, profile, (DotBoard(60),), 1, ())
    assert (err.value.key, err.value.blame) == ("params.dots", "game")
    assert drawers.token_count(boards) == ("dot", 3)
    assert drawers.board_labels(boards) == (frozenset(), frozenset({"dot"}))


def test_a_new_board_shape_is_drawn_and_described_on_a_play_sheet(dots):
    """A play sheet of the new shape: drawn, described in its alt text and what is printed under it,
    by its drawer alone."""
    game = games_of("row-removal")[0]
    profile = load_profile("standard")
    boards: tuple = (DotBoard(4, "Practice board"), DotBoard(4, "Play board"))  # not in model.Board's union
    kit = replace(compose(game, profile), boards=boards, plan=plan.sheet_plan(game, profile, boards, 2, ()))
    (page,) = board_pages(kit, profile, Metrics(profile.font), None)
    assert page.svg.count('class="dot"') == 8
    assert "Practice board: a row of 4 dots. Play board: a row of 4 dots." in page.svg
    assert page.svg.count("4 dots to take") == 2

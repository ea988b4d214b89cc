"""The game editor's part of the studio page, made from the game-file schema: the keys every game
has, and for each family its own parameters and worked-example keys (games/schema.py and each
family's params.py), so a new family gets its fields without a change here. The page's script
(static/editor.js) draws a family's fields from `families_data()` when the family is chosen.
"""

from __future__ import annotations

from html import escape

from accessible_kits.games.declare import Cell
from accessible_kits.keys import Key, ListOf, Table


def _sentence(text: str) -> str:
    """A key's help as a label: a capital letter, no file syntax (backticks, quotes, list brackets)."""
    text = text.replace("`", "").replace('"', "").replace("[", "").replace("]", "")
    return text[:1].upper() + text[1:]


def field_data(k: Key) -> dict:
    """One key as the editor's script draws it: a number, a choice, a list typed with commas, or a
    list of tables (each drawn as a group of its own fields)."""
    kind = k.kind
    out: dict = {"key": k.name, "label": _sentence(k.help), "allowed": _sentence(kind.allowed())}
    if isinstance(kind, ListOf) and isinstance(kind.item, Table):
        out |= {
            "input": "tables",
            "low": kind.low,
            "high": kind.high,
            "fields": [field_data(s) for s in kind.item.keys.values()],
        }
    elif isinstance(kind, ListOf):
        number = getattr(kind.item, "input", "") == "number"
        out |= {"input": "list", "item": "number" if number else "text", "low": kind.low, "high": kind.high}
        out["squares"] = isinstance(kind.item, Cell)  # a shape's squares: drawn on a grid to click
        out["allowed"] = _sentence(f"{kind.many()} of them, each {kind.each}")
    elif hasattr(kind, "options"):
        out |= {"input": "select", "options": list(kind.options)}
    elif getattr(kind, "input", "") == "number":
        out |= {"input": "number", "min": kind.lo, "max": kind.hi}
    else:
        out |= {"input": "text"}
    out["required"] = k.required
    return out


def families_data() -> dict:
    """For each family: its parameters' fields, its examples' own keys, the keys the engine fills in
    a step, the parameters of its first built-in game, which a new game starts from, and a move of
    that game's worked examples, to show how a move is written."""
    from accessible_kits import families
    from accessible_kits.games import load_game
    from accessible_kits.games.schema import FAMILY_PARAMS

    starts: dict = {}
    moves: dict = {}
    for gid in families.builtin_games():
        game = load_game(gid)
        starts.setdefault(game.family, game.params)
        for step in (s for ex in game.examples for s in ex.steps if s.legal):
            moves.setdefault(game.family, step.move)  # a move its engine accepts, as the hint's example
    return {
        name: {
            "params": [field_data(k) for k in p.table.keys.values()],
            "example_keys": [field_data(k) for k in p.example_keys],
            "filled": [k.name for k in p.step_keys],
            "start": starts.get(name, {}),
            "move": moves.get(name, ""),
        }
        for name, p in FAMILY_PARAMS.items()
    }


def _text_field(gid: str, path: str, label: str, help_text: str, extra: str = "") -> str:
    return (
        f'<div class="field"><label for="{gid}">{escape(label)}</label>'
        f'<div class="control"><input type="text" id="{gid}" data-gpath="{path}" spellcheck="false" '
        f'autocomplete="off" aria-describedby="{gid}-help {gid}-err"{extra}></div>'
        f'<p class="help" id="{gid}-help">{escape(help_text)}</p><p class="error" id="{gid}-err"></p></div>'
    )


def render() -> str:
    """The editor's HTML: a game's own keys, a place for its family's fields and its worked examples."""
    from accessible_kits.games.schema import PARAMS

    options = "".join(f'<option value="{escape(f)}">{escape(f)}</option>' for f in PARAMS)
    return f"""<details id="editor-box"><summary>Make your own game, without a file</summary>
<p>Choose a family of rules, set its board, and add worked examples by typing moves: the rules
check each move and fill in what it does. Then use the game here, or download its file.</p>
<div class="field"><label for="g-open">Open a game file you saved (.toml)</label>
<div class="control"><input type="file" id="g-open" accept=".toml,text/plain" aria-describedby="g-open-status"></div>
<p class="note" id="g-open-status" role="status"></p></div>
<div class="field"><label for="g-family">Family of rules</label>
<div class="control"><select id="g-family" data-gpath="family" aria-describedby="g-family-help g-family-err">
{options}</select></div>
<p class="help" id="g-family-help">docs/games.md says what a move does in each family.</p>
<p class="error" id="g-family-err"></p></div>
{_text_field("g-title", "title", "Title", "The game's name, as the kit prints and says it.")}
{_text_field("g-id", "id", "Folder name", "Lowercase letters, digits and hyphens, like my-game.")}
<fieldset class="group" id="g-minutes" data-gpath="minutes" aria-describedby="g-minutes-err">
<legend>Playing time (minutes)</legend>
<div class="field"><label for="g-min-low">At least</label><div class="control">
<input type="number" id="g-min-low" min="1" max="120" value="5"></div></div>
<div class="field"><label for="g-min-high">At most</label><div class="control">
<input type="number" id="g-min-high" min="1" max="120" value="10"></div></div>
<p class="error" id="g-minutes-err"></p></fieldset>
<fieldset class="group" id="g-players" data-gpath="players" aria-describedby="g-players-err"><legend>Players</legend>
{_text_field("g-player-1", "players[1]", "First side", "A name, like Ana, or a role, like First player.")}
{_text_field("g-player-2", "players[2]", "Second side", "A different name.")}
<p class="error" id="g-players-err"></p></fieldset>
<fieldset class="group" id="g-params"><legend>Board and pieces</legend></fieldset>
<h3 id="g-examples-heading">Worked examples</h3>
<div id="g-examples"></div>
<div class="buttons"><button type="button" id="g-add-example">Add a worked example</button></div>
<h3>What the check says</h3>
<p id="g-status" role="status"></p>
<ul id="g-lines"></ul>
<ul id="g-other" class="error-list"></ul>
<div class="buttons"><button type="button" id="g-use">Use this game in the studio</button>
<button type="button" id="g-download">Download the game (TOML file)</button></div>
<p id="g-use-status" role="status"></p>
</details>"""

"""The wording contract: every method compose's skeleton (compose/__init__.py) calls on a
family's wording, with its types, declared once so that a type checker holds each family to it.

Why a Protocol and not only the base class (compose/common.Wording): the base gives defaults for
what most games lack, but it cannot say what a family must write itself (the board, the turn,
the worked examples' steps). Each family package proves its `Wording` keeps `WordingClass` in
its `__init__.py` (`_wording: WordingClass = Wording`, read by mypy only), and
tests/unit/test_families.py checks at run time that every member is there.

A family's wording is made once per kit, with compose's Twin voice (compose.words), and writes
each sentence as a function of `self.v`; the skeleton makes every sentence's printed and spoken
forms from those words (compose/sentences.py). The voice also says whether the kit is felt
(`v.touch`) and gives the marking words (`v.mark`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from accessible_kits.compose.common import StepWords
    from accessible_kits.compose.drafts import Draft, DraftBlock
    from accessible_kits.compose.words import Names
    from accessible_kits.games import ExampleSpec, Game, StepResult
    from accessible_kits.model import Board, Column, Piece, RecordSheet, SheetPlan
    from accessible_kits.profile import Profile

# what the printed quick reference holds: the goal, a turn, what is not allowed, the end
Summary = tuple[list[str], list[str], list[str], list[str]]


class Wording(Protocol):
    """One family's words for one kit in one voice: what the skeleton asks, section by section."""

    game: Game
    v: Names
    touch: bool  # a tactile kit: moves are marked with raised tokens or pieces
    turned: tuple[str, ...]  # pieces packed a quarter turn round on their sheets (plan.Plan.turned)
    prep: Any  # the preparation plan (accessible_kits.preparation), set by compose once made; None before

    # -- whole-kit words
    def tagline(self) -> str:
        """The kit's one-line promise, under its title."""

    def key_rule(self) -> list[str] | None:
        """The rule said first in the spoken rules, if any."""

    def need(self) -> list[str]:
        """What the players need, one item a line."""

    def board(self) -> Sequence[DraftBlock]:
        """The board section: its size, its names, its marks."""

    def pieces(self) -> Sequence[DraftBlock]:
        """The pieces section; empty for a game without pieces."""

    def setup(self) -> list[str]:
        """Setting up, one step a line."""

    def turn(self) -> Sequence[DraftBlock]:
        """A turn: what to choose, say and mark."""

    def not_allowed(self) -> list[str]:
        """The moves the rules refuse, one a line."""

    def ending(self) -> Sequence[DraftBlock]:
        """How the game ends and who wins."""

    def extras(self) -> list[Draft]:
        """Sections of the family's own, before printing."""

    def summary(self) -> Summary:
        """The quick reference's four parts."""

    def summary_scribe(self) -> str:
        """The scribe's part, said at the end of the spoken quick reference; "" where the card's lines say it."""

    def host_lines(self) -> list[str]:
        """Facts for the host key that no example states."""

    # -- playing with a scribe, mistakes, the match
    def announce(self) -> str:
        """How a player says a move, as an example ("like D2.")."""

    def readback(self) -> tuple[str, str]:
        """What the scribe reads back, and an example of it (paragraphs apart by a blank line)."""

    def end_said(self) -> str:
        """What the scribe says when a move ends the game, in the scribe's own words where the
        family can give them (its losing rule, its players' names or roles)."""

    def refusal(self) -> str:
        """What the scribe says to a move the rules refuse."""

    def by_hand(self) -> str:
        """How a player checks the raised board by hand; empty in print."""

    def lay(self) -> str:
        """The scribe's marking step on a tactile kit; empty in print."""

    def place_said_back(self) -> str:
        """How the scribe says back a column letter that sounds like another; empty where none do."""

    def wrong_place(self) -> str:
        """An example of a mark in the wrong place."""

    def fresh(self) -> str:
        """What a new round is played on ("a fresh board")."""

    def match_extra(self) -> tuple[str, ...]:
        """Sentences the family adds to the match section."""

    def scribe_extra(self) -> tuple[str, ...]:
        """Paragraphs the family adds at the end of Playing with a scribe."""

    def each_round(self) -> str:
        """A match's sentence on each round's board; "" for "Use (fresh) for each round."."""

    def drawn_lines(self) -> list[str]:
        """The boards drawn by hand ("No printer? Draw ..."), said in Before you play; none to print only."""

    draws: bool  # whether a round can end level
    spot: str  # what one mark of a move stands on ("cell"), said in Fixing a mistake
    left: str  # what a move leaves on the board ("mark"; a piece game's "piece"), said where a wrong one is void

    def second_round(self) -> str:
        """Who starts the second round, and with which side."""

    def choose_again(self) -> str:
        """The quick reference's line on a refused move."""

    def summary_match(self) -> str:
        """The quick reference's line on the match."""

    def match_columns(self) -> tuple[Column, ...]:
        """Columns the family adds to the match record."""

    def changes_sides(self) -> bool:
        """Whether the players swap sides in round two (then a side does not name a person)."""

    def record(self) -> RecordSheet:
        """The family's record sheet, a turn a row."""

    def record_parts(self, res) -> tuple[str, ...]:
        """A turn's entries on the record sheet after its Turn column, from its replay (`res`, a
        games.StepResult), its player as the Player column writes them: "" in a box to tick."""

    def who(self, index: int, *, start: bool = False) -> str:
        """A player in a sentence, as the game file names them ("the first player", "Ana")."""

    def names_boards(self) -> bool:
        """Whether Setting up names what each printed board is for (Before you play then does not)."""

    # -- the worked examples, told step by step with the practice board
    def practice(self) -> str:
        """What the listener follows the examples on ("the practice board")."""

    def practice_done(self) -> str | None:
        """What to do with the practice board after the examples."""

    def examples_board(self) -> tuple[str, str]:
        """The board sheets' steps before and after the worked examples, printed around them."""

    def board_steps(self) -> list[str]:
        """The board sheets' steps said where they are needed, not in Setting up."""

    def mark_now(self, marks: int = 2) -> str:
        """What the scribe is asked to do during an example, `marks` marks to make."""

    def marks_done(self) -> str:
        """When to play on after a long marking step."""

    def board_of(self, pos: Any) -> object:
        """What a position shows on paper, to compare with the practice board."""

    def start_board(self, pos: Any) -> str:
        """The board an example starts from, in words ("a full board"), said when the listener
        cannot follow it on the practice board."""

    def example_start(self, example: ExampleSpec, pos: Any) -> tuple[list[str], Board | None]:
        """How an example starts, and the diagram of its first position (None: a fresh board)."""

    def step(self, res: StepResult) -> StepWords:
        """One replayed step: its words, host fact, diagram and marks."""

    def example_end(self, example: ExampleSpec, results: list[StepResult]) -> tuple[list[str], Board | None]:
        """Words and a diagram after an example's last step, if the family has any."""

    # -- the examples the kit adds when the file shows none (compose.examples.added)
    def refused_title(self) -> str:
        """The title of the added example of a refused move: the rule it shows."""

    def end_title(self, end: Any) -> str:
        """The title of the added example of a game's end (`end`, its last position): the rule it shows."""

    def near_end_board(self, pos: Any) -> list[str]:
        """The board the added end example starts from, in words."""

    def game_over(self, pos: Any) -> list[str]:
        """Why the game is over in `pos` and who wins, as the engine says."""

    def blank_boards(self, game: Game) -> tuple[tuple[Board, ...], int]:
        """As on WordingClass: the skeleton also asks it of a made wording (the tokens of a tactile kit)."""


class WordingClass(Protocol):
    """A family's wording class: what the skeleton asks before any words (the boards, the pieces,
    the columns the sheet plan and the spoken column names need), then one wording a voice."""

    def covers_boards(self) -> bool:
        """Whether boards sharing a sheet are covered when not in play (compose/common.Wording)."""

    def __call__(self, game: Game, profile: Profile, plan: SheetPlan, v: Names) -> Wording:
        """The wording of one kit in one voice."""

    def blank_boards(self, game: Game) -> tuple[tuple[Board, ...], int]:
        """The kit's blank boards (a practice board first, if any) and how many a sheet wants."""

    def piece_set(self, game: Game) -> tuple[Piece, ...]:
        """The pieces to cut out, both players'; empty for a game without pieces."""

    def columns(self, game: Game) -> int:
        """Columns named by letters, so a profile's spoken column names apply; 0 for none."""

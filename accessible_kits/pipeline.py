"""One kit's products and its writers' run: compose's Kit in, the kit's files out.

What more than one writer needs is a product of the kit (`Products`): the drawn pages, the
recordings of the spoken scripts, the printed rule card and where its pages begin. Each is made
once, when a writer first asks for it, and every writer sees the products through a read-only
`View`, never another writer's files. So the writers may run in any order and give the same
bytes; the kit page comes last, made from the files the writers declared.

A build splits a kit's writers into tasks (tasks.py), each in a worker of its own: there a
`Products` is given what other tasks made (`made`) and may make only what its task owns
(`makes`), so a product is made once a kit even when its writers run in different processes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from accessible_kits.options import BuildOptions

if TYPE_CHECKING:  # for the types only: drawing and audio are imported where they are used
    from accessible_kits.model import Kit
    from accessible_kits.profile import Profile
    from accessible_kits.render.canvas import Page
    from accessible_kits.writers import File, PrintedCard, Recording

PRODUCTS = ("pages", "recordings", "card")  # what a kit's writers share, by name


class MissingProduct(RuntimeError):
    """A writer asked for a product its task was neither given nor may make: a fault of the
    task split (tasks.py lists which writers run in which task), not of the inputs."""

    def __init__(self, name: str):
        super().__init__(f"a writer asked for the kit's {name}, which this task is not given; see tasks.py")
        self.name = name


class Products:
    """The shared products of one kit, each made on first use and kept: the pages are drawn once,
    the scripts said and encoded once (even with --no-cache), the rule card drawn once.

    `made` holds products made elsewhere ({name: product}, names from PRODUCTS; "recordings" is
    (recordings by stem, notes)); `makes` names those this one may make when first asked."""

    def __init__(
        self, kit: Kit, profile: Profile, options: BuildOptions, made: dict | None = None, makes=PRODUCTS
    ) -> None:
        self.kit, self.profile, self.options = kit, profile, options
        self._made: dict[str, Any] = dict(made or {})
        self._makes = frozenset(makes)

    def made(self, name: str) -> Any:
        """The product `name`, made here if it is not yet (so a task can hand it on)."""
        if name not in self._made:
            if name not in self._makes:
                raise MissingProduct(name)
            self._made[name] = getattr(self, f"_make_{name}")()
        return self._made[name]

    def _make_pages(self) -> list[Page]:
        from accessible_kits.render.pages import kit_pages

        return kit_pages(self.kit, self.profile)

    def _make_recordings(self) -> tuple[dict[str, Recording], list[str]]:
        from accessible_kits.writers.recording import record

        return record(self.kit, self.profile, self.options)

    def _make_card(self) -> PrintedCard:
        from accessible_kits.writers.rules_pdf import card

        return card(self.kit, self.profile, self.options)

    def pages(self) -> list[Page]:
        """Every printed page of the kit, drawn (render/pages.py)."""
        return self.made("pages")

    def recording(self, stem: str) -> Recording | None:
        """A spoken script ("rules", "summary") said and timed by sentence; None without audio."""
        return self.made("recordings")[0].get(stem)

    def rules_card(self) -> PrintedCard:
        """The large print rule card and the block each of its pages begins with."""
        return self.made("card")

    @property
    def notes(self) -> list[str]:
        """What the user is told about this kit (audio skipped, and why)."""
        return list(self._made["recordings"][1]) if "recordings" in self._made else []


@dataclass(frozen=True)
class View:
    """What a writer may read of the kit's products: the build's options and each product, asked for."""

    _products: Products

    @property
    def options(self) -> BuildOptions:
        """The build's options (the cache, audio on or off)."""
        return self._products.options

    def pages(self) -> list[Page]:
        """Products.pages: every printed page, drawn once."""
        return self._products.pages()

    def recording(self, stem: str) -> Recording | None:
        """Products.recording: a script said and timed by sentence id, or None without audio."""
        return self._products.recording(stem)

    def rules_card(self) -> PrintedCard:
        """Products.rules_card: the printed rule card and where its pages begin."""
        return self._products.rules_card()


class DuplicateFile(RuntimeError):
    """Two writers declared the same file: a fault of the writers, not of the inputs."""

    def __init__(self, writer: str, name: str):
        super().__init__(f"writer {writer} declares {name}, which another writer made")
        self.writer, self.name = writer, name


def run_writers(kit: Kit, profile: Profile, products: Products, steps, files: dict[str, File], *, told=None) -> None:
    """Run each writer of `steps` ((name, module, what) of writers.WRITERS) on the products, adding
    the files it declares to `files` (DuplicateFile for a name already there). `told(what)` is
    called as each starts."""
    from accessible_kits.writers import writer

    view = View(products)
    for name, module, what in steps:
        if told:
            told(what)
        for f in writer(module)(kit, profile, view):
            if f.name in files:
                raise DuplicateFile(name, f.name)
            files[f.name] = f


def with_kit_page(kit: Kit, profile: Profile, files: dict[str, File], pages) -> dict[str, File]:
    """The files in name order with the kit page, made from them, among them."""
    from accessible_kits.writers.kit_page import kit_page_file

    files = dict(sorted(files.items()))
    page = kit_page_file(kit, profile, files, pages)
    files[page.name] = page
    return dict(sorted(files.items()))


def write_kit(
    kit: Kit, profile: Profile, options: BuildOptions, products: Products | None = None, writers=None
) -> tuple[dict[str, File], list[str]]:
    """Every file of one kit, by name, and the notes for the user, every writer in this process
    (the build's tasks split the same work: tests/test_split.py holds them to the same bytes).
    `writers` (default writers.WRITERS) may be in any order; `options.on_writer` is told each step."""
    from accessible_kits.writers import KIT_PAGE, WRITERS

    products = products or Products(kit, profile, options)
    steps = list(writers or WRITERS)
    files: dict[str, File] = {}
    count = iter(range(1, len(steps) + 2))
    on_writer = options.on_writer
    told = (lambda what: on_writer(next(count), len(steps) + 1, what)) if on_writer else None
    run_writers(kit, profile, products, steps, files, told=told)
    if told:
        told(KIT_PAGE[2])
    return with_kit_page(kit, profile, files, products.pages()), products.notes

"""One kit's products and its writers' run: compose's Kit in, the kit's files out.

What more than one writer needs is a product of the kit (`Products`): the drawn pages, the
recordings of the spoken scripts, the printed rule card and where its pages begin. Each is made
once, when a writer first asks for it, and every writer sees the products through a read-only
`View`, never another writer's files. So the writers may run in any order and give the same
bytes; the kit page comes last, made from the files the writers declared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from accessible_kits.options import BuildOptions

if TYPE_CHECKING:  # for the types only: drawing and audio are imported where they are used
    from accessible_kits.model import Kit
    from accessible_kits.profile import Profile
    from accessible_kits.render.canvas import Page
    from accessible_kits.writers import File, PrintedCard, Recording


class Products:
    """The shared products of one kit, each made on first use and kept: the pages are drawn once,
    the scripts said and encoded once (even with --no-cache), the rule card drawn once."""

    def __init__(self, kit: Kit, profile: Profile, options: BuildOptions):
        self.kit, self.profile, self.options = kit, profile, options
        self._pages: list[Page] | None = None
        self._recordings: dict[str, Recording] | None = None
        self._card: PrintedCard | None = None
        self._notes: list[str] = []

    def pages(self) -> list[Page]:
        """Every printed page of the kit, drawn (render/pages.py)."""
        if self._pages is None:
            from accessible_kits.render.pages import kit_pages

            self._pages = kit_pages(self.kit, self.profile)
        return self._pages

    def recording(self, stem: str) -> Recording | None:
        """A spoken script ("rules", "summary") said and timed by sentence; None without audio."""
        if self._recordings is None:
            from accessible_kits.writers.recording import record

            self._recordings, notes = record(self.kit, self.profile, self.options)
            self._notes += notes
        return self._recordings.get(stem)

    def rules_card(self) -> PrintedCard:
        """The large print rule card and the block each of its pages begins with."""
        if self._card is None:
            from accessible_kits.writers.rules_pdf import card

            self._card = card(self.kit, self.profile, self.options)
        return self._card

    @property
    def notes(self) -> list[str]:
        """What the user is told about this kit (audio skipped, and why)."""
        return list(self._notes)


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


def write_kit(
    kit: Kit, profile: Profile, options: BuildOptions, products: Products | None = None, writers=None
) -> tuple[dict[str, File], list[str]]:
    """Every file of one kit, by name, and the notes for the user. `writers` (default
    writers.WRITERS) may be in any order; `options.on_writer` is told each step."""
    from accessible_kits.writers import KIT_PAGE, WRITERS, writer
    from accessible_kits.writers.kit_page import kit_page_file

    products = products or Products(kit, profile, options)
    view = View(products)
    steps = list(writers or WRITERS)
    files: dict[str, File] = {}
    for n, (name, module, what) in enumerate(steps, 1):
        if options.on_writer:
            options.on_writer(n, len(steps) + 1, what)
        for f in writer(module)(kit, profile, view):
            if f.name in files:
                raise DuplicateFile(name, f.name)
            files[f.name] = f
    if options.on_writer:
        options.on_writer(len(steps) + 1, len(steps) + 1, KIT_PAGE[2])
    files = dict(sorted(files.items()))
    page = kit_page_file(kit, profile, files, products.pages())
    files[page.name] = page
    return dict(sorted(files.items())), products.notes

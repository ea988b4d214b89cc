"""Writers: one module per output format, each `write(kit, profile, ctx) -> list[File]`.

`ctx` is a read-only view of the kit's shared products (pipeline.Products): the drawn pages,
the recordings, the printed rule card; each is made once, when a writer first asks for it. A
writer declares every file it makes as a `File`: its name in the kit, the label and group the
kit page lists it under, and its media type. No writer reads another writer's files, so the
order of WRITERS does not matter; the kit page is made after them all, from their declarations
(KIT_PAGE). A new format is one module and its line in WRITERS (tests/unit/test_formats.py
names a writer module that is missing from the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

# (name, module, what it makes in plain words), in the order they run. The order does not
# change what a writer makes from the kit's products, with one exception found here: cairo keeps
# glyph caches for the whole process, so a PNG preview's edge pixels depend on whether a PDF was
# drawn first in the process; the previews run after the PDFs, as they always have. Modules are
# imported when used, so the CLI starts fast; the words are what the studio says while a kit is made.
WRITERS = [
    ("rules-text", "accessible_kits.writers.rules_text", "the rules as text"),
    ("svg-pages", "accessible_kits.writers.svg_pages", "the printed pages"),
    ("print-pdf", "accessible_kits.writers.print_pdf", "the PDFs of the pages"),
    ("raised-only", "accessible_kits.writers.raised_only", "the raised sheets without print"),
    ("models-3d", "accessible_kits.writers.models_3d", "the 3D models to print"),
    ("previews", "accessible_kits.writers.previews", "small pictures of the pages"),
    ("records", "accessible_kits.writers.records", "the record sheets"),
    ("rules-html", "accessible_kits.writers.rules_html", "the rules web page"),
    ("rules-pdf", "accessible_kits.writers.rules_pdf", "the large print rules"),
    ("spoken", "accessible_kits.writers.spoken", "the spoken rules"),
    ("braille-text", "accessible_kits.writers.braille_text", "the braille"),
    ("pef", "accessible_kits.writers.pef", "the braille for embossers (PEF)"),
    ("epub", "accessible_kits.writers.epub", "the talking rule book"),
]

# After every writer: it lists the files they declared.
KIT_PAGE = ("kit-page", "accessible_kits.writers.kit_page", "the kit page")


def says(names, words: tuple[tuple[tuple[str, ...], str], ...]) -> list[str]:
    """What a set of files holds, in the order of `words`: each (file name patterns, words) whose
    patterns (fnmatch) match one of `names`. So a text about a kit names only what it holds."""
    from fnmatch import fnmatchcase

    names = sorted(names)
    return [said for patterns, said in words if any(fnmatchcase(n, pat) for n in names for pat in patterns)]


def listing(items: list[str], last: str = "and") -> str:
    """Items as a person lists them: "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


AUDIO = ("*.mp3", "*.wav")  # a recording of the rules, in either format


@dataclass(frozen=True)
class Group:
    """One list of the kit page. Its heading and description are made from the files the writers
    put in it (`words`: file name patterns and what such files are), never a fixed sentence: a
    kit without audio offers no spoken rules, a kit without braille no braille."""

    id: str
    title: str  # its heading
    lead: str  # the description's first words, before what the list holds
    words: tuple[tuple[tuple[str, ...], str], ...]
    last: str = "and"  # the word before the last thing it holds
    then: str = ""  # a sentence after, true of whatever the list holds
    title_if: tuple[tuple[tuple[str, ...], str], ...] = ()  # another heading, when such files are in it

    def heading(self, names) -> str:
        """The list's heading for these files: the first of `title_if` they match, else `title`."""
        return ([*says(names, self.title_if), self.title])[0]

    def describe(self, names) -> str:
        """One or two sentences that say what these files are."""
        held = says(names, self.words)
        text = f"{self.lead}{listing(held, self.last)}." if held else ""
        text = text[:1].upper() + text[1:]
        return " ".join(t for t in (text, self.then) if t)


# The lists of the kit page, in order.
GROUPS = (
    Group(
        "print",
        "To print",
        "",
        (
            (("kit.pdf",), "the kit's pages in one file"),
            (("swell.pdf",), "the raised sheets in a file of their own"),
            (("swell-raised-only.pdf",), "a copy of them without print for a black-only printer"),
            (("summary.pdf",), "the quick reference card"),
            (("pages/*.svg",), "each page as a picture (SVG)"),
        ),
        then="Print these at 100 % (actual size) on matt paper.",
    ),
    Group(
        "models",
        "To print in 3D",
        "",
        ((("3d/*.3mf",), "3MF files of the parts to print, for a slicer"), (("3d/*.stl",), "the same parts as STL")),
    ),
    Group(
        "read",
        "To read",
        "the rules as ",
        (
            (("rules.txt", "summary.txt"), "plain text"),
            (("rules.html",), "a web page"),
            (("rules.pdf",), "large print"),
            (("rules.epub",), "an e-book (EPUB)"),
            (("*.brf", "*.pef"), "braille to emboss"),
            (("rules-braille.txt",), "braille to read on screen"),
        ),
    ),
    Group(
        "listen",
        "To read aloud",
        "",
        (
            (AUDIO, "the rules spoken aloud"),
            (("rules.epub",), "a talking rule book with the text and its speech"),
            (("*-script.txt",), "a script to read out"),
            (("*.vtt",), "captions"),
            (("*.ssml",), "SSML for a speech engine"),
        ),
        title_if=((AUDIO, "To listen"),),
    ),
    Group(
        "scribe",
        "For the scribe",
        "record sheets to fill in: ",
        (
            (("records/*.txt",), "as text for a screen reader"),
            (("records/*.csv",), "as CSV for a spreadsheet"),
            (("records/*.brf", "records/*.pef"), "as braille to emboss"),
        ),
        last="or",
    ),
    Group(
        "host",
        "Host key: keep apart",
        "the host key, ",
        (
            (("host-key/*.pdf",), "to print"),
            (("host-key/*.txt",), "as plain text"),
            (("host-key/*.brf", "host-key/*.pef"), "in braille"),
        ),
        then="Keep these away from the players.",
    ),
)
GROUP_IDS = {g.id for g in GROUPS}

# What a whole kit holds, for the index of kits, from the files its manifest lists.
KIT_HOLDS = (
    (("kit.pdf",), "boards to print"),
    (("swell.pdf",), "raised sheets for swell paper"),
    (("3d/*.3mf",), "3D models to print"),
    (("rules.txt",), "rules to read"),
    (AUDIO, "rules to hear"),
    (("*.brf", "*.pef"), "braille to emboss"),
    (("records/*",), "record sheets for the scribe"),
    (("host-key/*",), "a host key"),
)

MEDIA_TYPES = {
    "pdf": "application/pdf",
    "svg": "image/svg+xml",
    "png": "image/png",
    "txt": "text/plain; charset=utf-8",
    "csv": "text/csv; charset=utf-8",
    "html": "text/html; charset=utf-8",
    "brf": "text/plain; charset=us-ascii",
    "pef": "application/x-pef+xml",
    "wav": "audio/wav",
    "mp3": "audio/mpeg",
    "ssml": "application/ssml+xml",
    "vtt": "text/vtt; charset=utf-8",
    "json": "application/json",
    "ttf": "font/ttf",
    "otf": "font/otf",
    "woff2": "font/woff2",
    "epub": "application/epub+zip",
    "3mf": "model/3mf",
    "stl": "model/stl",
}


@dataclass(frozen=True)
class File:
    """One file of a kit, as its writer declares it."""

    name: str  # path inside the kit folder, with forward slashes
    data: bytes
    label: str = ""  # how the kit page names it; "" keeps it off the lists (fonts, previews)
    group: str = ""  # which list of the kit page (GROUPS); "" with no label
    media_type: str = ""  # from the file's extension when not given
    chapters: tuple[tuple[float, str], ...] = ()  # audio: (start in seconds, heading) of each chapter
    parts: tuple[str, ...] = ()  # audio: its chapters as files of their own, in order
    description: str = ""  # a page, picture or chapter: what it shows or says, for alt text

    def __post_init__(self):
        if not self.media_type:
            object.__setattr__(
                self, "media_type", MEDIA_TYPES.get(self.name.rsplit(".", 1)[-1], "application/octet-stream")
            )
        if bool(self.label) != bool(self.group) or (self.group and self.group not in GROUP_IDS):
            raise ValueError(f"{self.name}: a listed file needs a label and one of the groups {sorted(GROUP_IDS)}")


def writer(module: str):
    """A writer's `write`, its module imported when first used."""
    return import_module(module).write


@dataclass
class Cue:
    """A stretch of a recording: a sentence (its caption) or a chapter (its heading), in seconds,
    with the id of the sentence it says (model.Sentence.id) or of the chapter's section."""

    start: float
    end: float
    text: str
    id: str = ""


@dataclass(frozen=True)
class ChapterFile:
    """One chapter of a recording as an MP3 of its own, and where it lies in the whole (seconds)."""

    name: str
    data: bytes
    heading: str
    start: float
    end: float


@dataclass(frozen=True)
class Recording:
    """A spoken script, said and encoded (writers/recording.py), made once a kit: when each
    sentence is said (by id), each chapter as a file, the chapter marks, and the whole as MP3
    (and as WAV when the profile asks for it)."""

    cues: tuple[Cue, ...]
    chapters: tuple[ChapterFile, ...]
    marks: tuple[Cue, ...] = ()  # each chapter: its start, end and heading
    whole: bytes = b""
    wav: bytes = b""


@dataclass(frozen=True)
class PrintedCard:
    """The large print rule card (rules.pdf) as made once a kit: its bytes, its page count, and the
    id of the block each page from the second begins with (the talking book's page list)."""

    data: bytes
    pages: int
    starts: tuple[tuple[int, str], ...]

"""MP3 encoding: LAME (Debian's libmp3lame0, through ctypes), tagged with ID3 by mutagen.

libsndfile's MP3 writer fixes LAME at its slow near-best quality setting (2), which made
MP3 encoding two thirds of a kit's build time; here the setting is ours. QUALITY 5 is
LAME's "good quality, fast" (its own recommendation); for speech at 56 kbit/s it loses no
intelligibility (measured by the recognizer in tests/test_speech.py) and is four times as
fast. QUALITY 7 halves the encoding time again, but the recognizer understood it less
(issue 29: word error 0.58 against 0.47 over the test's six files, and worse than plain
espeak-ng on poison corner's), and again at 16 kHz (0.552 against 0.426 on corner polyominoes'
summary), so 5 stays; 6 is no faster than 5. Constant bit rate, and
LAME's Info frame with the encoder delay and padding, so players seek exactly and the
decoded length equals the samples'. LAME keeps no clock or random state: the same samples
and tags give the same bytes. ctypes releases the GIL while LAME works, so several files
encode at once on threads.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import io

from accessible_kits.errors import KitError

BITRATE = 56  # kbit/s: clear speech for 16 kHz mono (audio.resample), about 0.4 MB a minute
QUALITY = 5  # LAME's algorithm setting: 0 best and slowest, 9 worst; see the module's docstring
_MONO, _CBR = 3, 0  # LAME's MPEG_mode MONO and vbr_off
PIECE = 1 << 16  # samples given to LAME at a time (about 3 s)
# LAME's bit-rate presets scale the input by 0.95 (to leave room against clipping), which turned
# the mastered -18 LUFS into -18.45 in every MP3. The mastering leaves room already (true peak
# -2 dBTP), so the scale we ask for undoes the preset's: the samples are encoded as mastered.
_PRESET_SCALE = 0.95


class NoEncoder(KitError):
    """LAME is not installed: the message says what to install."""


@functools.cache
def _lame():
    name = ctypes.util.find_library("mp3lame") or "libmp3lame.so.0"
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        raise NoEncoder(
            "audio: no MP3 encoder (the spoken rules and the talking rule book are MP3); "
            "install LAME (sudo apt-get install libmp3lame0)"
        ) from None
    lib.lame_init.restype = ctypes.c_void_p
    for fn in (
        "lame_set_in_samplerate",
        "lame_set_out_samplerate",
        "lame_set_num_channels",
        "lame_set_mode",
        "lame_set_brate",
        "lame_set_VBR",
        "lame_set_quality",
        "lame_set_bWriteVbrTag",
    ):
        getattr(lib, fn).argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.lame_set_write_id3tag_automatic.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.lame_set_scale.argtypes = [ctypes.c_void_p, ctypes.c_float]
    lib.lame_get_scale.argtypes = [ctypes.c_void_p]
    lib.lame_get_scale.restype = ctypes.c_float
    lib.lame_init_params.argtypes = lib.lame_close.argtypes = [ctypes.c_void_p]
    lib.lame_encode_buffer.argtypes = [
        ctypes.c_void_p,
        ctypes.c_void_p,
        ctypes.c_void_p,
        ctypes.c_int,
        ctypes.c_void_p,
        ctypes.c_int,
    ]
    lib.lame_encode_flush.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
    lib.lame_get_lametag_frame.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    lib.lame_get_lametag_frame.restype = ctypes.c_size_t
    lib.get_lame_version.restype = ctypes.c_char_p
    return lib


def version() -> str:
    """LAME's version and our settings, for cache keys."""
    return f"lame {_lame().get_lame_version().decode()} {BITRATE} {QUALITY}"


def encode(pcm: bytes | memoryview, sample_rate: int) -> bytes:
    """16-bit little-endian mono samples (bytes, or a view of them, not copied) -> a
    constant-bit-rate MP3 stream with LAME's Info frame."""
    lib = _lame()
    n = len(pcm) // 2
    gf = lib.lame_init()
    if not gf:
        raise MemoryError("lame_init")
    try:
        for fn, value in (
            ("lame_set_in_samplerate", sample_rate),
            ("lame_set_out_samplerate", sample_rate),
            ("lame_set_num_channels", 1),
            ("lame_set_mode", _MONO),
            ("lame_set_VBR", _CBR),
            ("lame_set_brate", BITRATE),
            ("lame_set_quality", QUALITY),
            ("lame_set_bWriteVbrTag", 1),
        ):
            if getattr(lib, fn)(gf, value) < 0:
                raise KitError(f"audio: LAME refused {fn[9:]} = {value}")
        lib.lame_set_write_id3tag_automatic(gf, 0)  # mutagen writes the one tag
        lib.lame_set_scale(gf, 1 / _PRESET_SCALE)
        if lib.lame_init_params(gf) < 0:
            raise KitError(f"audio: LAME cannot encode {sample_rate} Hz mono at {BITRATE} kbit/s")
        if abs(lib.lame_get_scale(gf) - 1) > 1e-4:  # another LAME, other presets: say so, never a quieter file
            raise KitError(
                f"audio: LAME {lib.get_lame_version().decode()} changes the volume "
                f"(by {lib.lame_get_scale(gf):.3f}); install LAME 3.100 (sudo apt-get install libmp3lame0)"
            )
        import numpy as np

        view = np.frombuffer(pcm, dtype=np.uint8)  # the samples' address, without a copy (`view` keeps it alive)
        address = view.ctypes.data
        # LAME copies what it is given into float buffers of its own, 8 bytes a sample (both
        # channels' worth): given a whole chapter at once, tens of MB. A piece at a time it
        # holds one piece; the stream is the same, since LAME frames the samples itself.
        out = ctypes.create_string_buffer(PIECE + PIECE // 4 + 7200)  # LAME's documented worst case
        stream = bytearray()
        for at in range(0, n, PIECE):
            count = min(PIECE, n - at)
            src = ctypes.c_void_p(address + 2 * at)
            size = lib.lame_encode_buffer(gf, src, src, count, out, len(out))
            if size < 0:
                raise KitError(f"audio: LAME failed to encode ({size})")
            stream += ctypes.string_at(out, size)
        last = lib.lame_encode_flush(gf, out, len(out))
        if last < 0:
            raise KitError(f"audio: LAME failed to finish ({last})")
        stream += ctypes.string_at(out, last)
        # LAME began the stream with a blank frame; now that it knows the length, it fills it in.
        tag = ctypes.create_string_buffer(2880)
        length = lib.lame_get_lametag_frame(gf, tag, len(tag))
        if not 0 < length <= len(stream):
            raise KitError("audio: LAME gave no Info frame")
        stream[:length] = tag.raw[:length]
        return bytes(stream)
    finally:
        lib.lame_close(gf)


def encoded(pcm: bytes | memoryview, sample_rate: int, cache=None, *, source: str | None = None) -> bytes:
    """encode(), through `cache` (a cache.Cache) when given: keyed by the samples, LAME and this module.
    `source`, the cache entry the samples are (a mastered piece's), stands for them with their count:
    the entry's key says what made them, so a piece read from the cache is not hashed again (its
    cache entry was checked as it was read)."""
    if cache is None:
        return encode(pcm, sample_rate)
    import hashlib

    samples = [source, len(pcm)] if source else hashlib.sha256(pcm).hexdigest()
    key = cache.key("mp3", _code(), version(), samples, sample_rate)
    return cache.through(key, lambda: encode(pcm, sample_rate))


def _code() -> str:
    """SHA-256 of this module: a change to how MP3s are made misses the cache."""
    from accessible_kits.versions import module_sha256

    return module_sha256(__file__)


def tagged(mp3: bytes, title: str, album: str, track: int, tracks: int) -> bytes:
    """The stream with an ID3v2.3 tag in front: title, album and track n/N."""
    from mutagen.id3 import ID3, TALB, TIT2, TRCK

    tags = ID3()
    tags.add(TIT2(encoding=3, text=title))
    tags.add(TALB(encoding=3, text=album))
    tags.add(TRCK(encoding=3, text=f"{track}/{tracks}"))
    # the tag saved alone, then put in front: mutagen saving into the stream itself copied it three
    # times (into the buffer, moved to make room, and out), the peak of a kit's sound task
    buf = io.BytesIO()
    tags.save(buf, v2_version=3, padding=lambda info: 0)
    return buf.getvalue() + mp3


# --- joining streams without encoding again ------------------------------------------------
# A stream from encode() is LAME's Info frame, then audio frames. In MPEG-2 Layer III mono the
# Info frame holds, from its start: 4 bytes of frame header, 9 of side information, "Info",
# flags, frame count, byte count, a 100-byte seek table, quality, then LAME's own 36 bytes:
# encoder delay and padding (12 bits each), the stream's length and CRC, and the tag's CRC.
_TAG = 13  # where "Info" starts
_FRAMES, _BYTES, _TOC = _TAG + 8, _TAG + 12, _TAG + 16
_LAME = _TAG + 120
_DELAY_PAD, _MUSIC_LEN, _MUSIC_CRC, _TAG_CRC = _LAME + 21, _LAME + 28, _LAME + 32, _LAME + 34


def _frame_length(header: bytes) -> int:
    """Bytes in an MPEG-2 Layer III frame at our bit rate and sample rate (16 kHz to 24 kHz)."""
    rate = {0: 22050, 1: 24000, 2: 16000}[(header[2] >> 2) & 3]
    return 72 * BITRATE * 1000 // rate + ((header[2] >> 1) & 1)


@functools.cache
def _frame_lengths() -> list[int]:
    """_frame_length by a header's third byte (0 where that byte names no sample rate), looked up
    for each frame of a stream rather than worked out."""
    return [_frame_length(bytes([0xFF, 0xF3, third])) if (third >> 2) & 3 != 3 else 0 for third in range(256)]


def _frame_starts(body: bytes | memoryview, count: int, offset: int) -> list[int] | range:
    """Where each frame of a stream's audio frames begins (plus `offset`). At 16 kHz every frame
    has one length, which a slice of the headers' third bytes confirms at once; else (a padding
    bit here and there) each frame's length is looked up from its header."""
    third = body[2] if len(body) > 2 else 0
    size = _frame_lengths()[third]
    if size and len(body) == count * size and body[2::size] == bytes([third]) * count:
        return range(offset, offset + len(body), size)
    lengths, starts, at = _frame_lengths(), [], 0
    while at < len(body):
        starts.append(offset + at)
        step = lengths[body[at + 2]] if at + 2 < len(body) else 0
        if not step:
            raise ValueError("a stream's frames do not match its Info frame")
        at += step
    return starts


def _crc16(data: bytes, crc: int = 0) -> int:
    """CRC-16 (polynomial 0x8005, reflected), the one LAME puts in its tag."""
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def _apply(matrix: list[int], vector: int) -> int:
    """A 16 x 16 matrix over GF(2) (its columns as ints) times a 16-bit vector."""
    out, i = 0, 0
    while vector:
        if vector & 1:
            out ^= matrix[i]
        vector >>= 1
        i += 1
    return out


@functools.cache
def _zeros_operator(power: int) -> list[int]:
    """The CRC register's change over 2**power zero bytes, as a matrix: made once for all joins
    (a chapter of pieces joins tens of streams, each needing a few of these)."""
    if power == 0:
        return [_crc16(b"\0", 1 << i) for i in range(16)]  # one zero byte
    half = _zeros_operator(power - 1)
    return [_apply(half, column) for column in half]


def _crc16_after_zeros(crc: int, n: int) -> int:
    """The CRC register after n more zero bytes, in log(n) steps: with it, the CRC of streams
    joined end to end follows from each one's CRC, without reading megabytes byte by byte."""
    power = 0
    while n:
        if n & 1:
            crc = _apply(_zeros_operator(power), crc)
        n >>= 1
        power += 1
    return crc


def _delay_padding(info: bytes) -> tuple[int, int]:
    a, b, c = info[_DELAY_PAD : _DELAY_PAD + 3]
    return (a << 4) | (b >> 4), ((b & 15) << 8) | c


FRAME = 576  # samples in an MPEG-2 Layer III frame


def cut_for_join(samples: int) -> int:
    """Samples to take off the end of a stream of `samples` (from its closing silence) so that the
    stream and the silence join() puts after it last as long as `samples` did, or up to one frame
    less. LAME pads a stream to whole frames and one frame more, and the next stream begins with
    its one-frame delay: a stream of a whole number of frames is followed by exactly two frames."""
    return max(0, samples - FRAME * ((samples - 2 * FRAME) // FRAME))


def join(streams: list[bytes]) -> tuple[bytes, list[int]]:
    """One stream that plays `streams` (each made by encode()) back to back, without encoding again.

    Decoded, the joined stream holds each stream's samples with a short silence between two
    (the first one's padding and the next one's encoder delay, about 60 ms): the second value
    gives those silences in samples, so the captions and a WAV can hold them too.
    """
    import struct

    if len(streams) == 1:
        return streams[0], []
    infos = [s[: _frame_length(s)] for s in streams]
    bodies = [memoryview(s)[len(i) :] for s, i in zip(streams, infos, strict=True)]  # views: not copied
    if any(i[_TAG : _TAG + 4] != b"Info" for i in infos):
        raise ValueError("a stream without LAME's Info frame")
    frames = [struct.unpack_from(">I", i, _FRAMES)[0] for i in infos]
    delays, paddings = zip(*map(_delay_padding, infos), strict=True)
    gaps = [paddings[k] + delays[k + 1] for k in range(len(streams) - 1)]
    # The first stream's Info frame, told about the whole: frames, bytes, seek table, padding, CRCs.
    info = bytearray(infos[0])
    total = len(info) + sum(map(len, bodies))
    # where each audio frame begins, for the seek table (a stream of 20 minutes has 30 000 frames)
    starts: list[int] = []
    pos = len(info)
    for body, count in zip(bodies, frames, strict=True):
        starts += _frame_starts(body, count, pos)
        pos += len(body)
    if len(starts) != sum(frames):
        raise ValueError("a stream's frames do not match its Info frame")
    struct.pack_into(">II", info, _FRAMES, len(starts), total)
    info[_TOC : _TOC + 100] = bytes(min(255, starts[i * len(starts) // 100] * 256 // total) for i in range(100))
    delay, padding = delays[0], paddings[-1]
    info[_DELAY_PAD : _DELAY_PAD + 3] = bytes([delay >> 4, ((delay & 15) << 4) | (padding >> 8), padding & 255])
    crc = 0
    for stream_info, body in zip(infos, bodies, strict=True):
        crc = struct.unpack_from(">H", stream_info, _MUSIC_CRC)[0] ^ _crc16_after_zeros(crc, len(body))
    struct.pack_into(">IH", info, _MUSIC_LEN, total, crc)
    struct.pack_into(">H", info, _TAG_CRC, _crc16(bytes(info[:_TAG_CRC])))
    return b"".join([info, *bodies]), gaps  # the whole copied once

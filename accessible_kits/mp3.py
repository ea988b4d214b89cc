"""MP3 encoding: LAME (Debian's libmp3lame0, through ctypes), tagged with ID3 by mutagen.

libsndfile's MP3 writer fixes LAME at its slow near-best quality setting (2), which made
MP3 encoding two thirds of a kit's build time; here the setting is ours. QUALITY 5 is
LAME's "good quality, fast" (its own recommendation); for speech at 56 kbit/s it loses no
intelligibility (measured by the recognizer in tests/test_speech.py) and is four times as
fast. Constant bit rate, and LAME's Info frame with the encoder delay and padding, so
players seek exactly and the decoded length equals the samples'. LAME keeps no clock or
random state: the same samples and tags give the same bytes. ctypes releases the GIL
while LAME works, so several files encode at once on threads.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import io

from accessible_kits.errors import KitError

BITRATE = 56   # kbit/s: clear speech for 22 kHz mono, about 0.4 MB a minute
QUALITY = 5    # LAME's algorithm setting: 0 best and slowest, 9 worst; see the module's docstring
_MONO, _CBR = 3, 0   # LAME's MPEG_mode MONO and vbr_off


@functools.cache
def _lame():
    name = ctypes.util.find_library("mp3lame") or "libmp3lame.so.0"
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        raise KitError("audio: MP3 needs the LAME library; install it (sudo apt-get install libmp3lame0), "
                       'or choose WAV with [speech] formats = ["wav"]') from None
    lib.lame_init.restype = ctypes.c_void_p
    for fn in ("lame_set_in_samplerate", "lame_set_out_samplerate", "lame_set_num_channels", "lame_set_mode",
               "lame_set_brate", "lame_set_VBR", "lame_set_quality", "lame_set_bWriteVbrTag"):
        getattr(lib, fn).argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.lame_set_write_id3tag_automatic.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.lame_init_params.argtypes = lib.lame_close.argtypes = [ctypes.c_void_p]
    lib.lame_encode_buffer.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                                       ctypes.c_void_p, ctypes.c_int]
    lib.lame_encode_flush.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
    lib.lame_get_lametag_frame.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    lib.lame_get_lametag_frame.restype = ctypes.c_size_t
    lib.get_lame_version.restype = ctypes.c_char_p
    return lib


def version() -> str:
    """LAME's version and our settings, for cache keys."""
    return f"lame {_lame().get_lame_version().decode()} {BITRATE} {QUALITY}"


def encode(pcm: bytes, sample_rate: int) -> bytes:
    """16-bit little-endian mono samples -> a constant-bit-rate MP3 stream with LAME's Info frame."""
    lib = _lame()
    n = len(pcm) // 2
    gf = lib.lame_init()
    if not gf:
        raise MemoryError("lame_init")
    try:
        for fn, value in (("lame_set_in_samplerate", sample_rate), ("lame_set_out_samplerate", sample_rate),
                          ("lame_set_num_channels", 1), ("lame_set_mode", _MONO), ("lame_set_VBR", _CBR),
                          ("lame_set_brate", BITRATE), ("lame_set_quality", QUALITY), ("lame_set_bWriteVbrTag", 1)):
            if getattr(lib, fn)(gf, value) < 0:
                raise KitError(f"audio: LAME refused {fn[9:]} = {value}")
        lib.lame_set_write_id3tag_automatic(gf, 0)   # mutagen writes the one tag
        if lib.lame_init_params(gf) < 0:
            raise KitError(f"audio: LAME cannot encode {sample_rate} Hz mono at {BITRATE} kbit/s")
        out = ctypes.create_string_buffer(n + n // 4 + 7200)   # LAME's documented worst case
        src = ctypes.c_char_p(pcm)
        size = lib.lame_encode_buffer(gf, src, src, n, out, len(out))
        if size < 0:
            raise KitError(f"audio: LAME failed to encode ({size})")
        tail = ctypes.create_string_buffer(7200)
        last = lib.lame_encode_flush(gf, tail, len(tail))
        if last < 0:
            raise KitError(f"audio: LAME failed to finish ({last})")
        stream = bytearray(out.raw[:size] + tail.raw[:last])
        # LAME began the stream with a blank frame; now that it knows the length, it fills it in.
        tag = ctypes.create_string_buffer(2880)
        length = lib.lame_get_lametag_frame(gf, tag, len(tag))
        if not 0 < length <= len(stream):
            raise KitError("audio: LAME gave no Info frame")
        stream[:length] = tag.raw[:length]
        return bytes(stream)
    finally:
        lib.lame_close(gf)


def tagged(mp3: bytes, title: str, album: str, track: int, tracks: int) -> bytes:
    """The stream with an ID3v2.3 tag in front: title, album and track n/N."""
    from mutagen.id3 import ID3, TALB, TIT2, TRCK

    tags = ID3()
    tags.add(TIT2(encoding=3, text=title))
    tags.add(TALB(encoding=3, text=album))
    tags.add(TRCK(encoding=3, text=f"{track}/{tracks}"))
    buf = io.BytesIO(mp3)
    tags.save(buf, v2_version=3, padding=lambda info: 0)
    return buf.getvalue()

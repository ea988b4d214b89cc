"""MP3 encoding and joining (accessible_kits/audio/mp3.py), decoded by another decoder (libsndfile's mpg123)."""

from __future__ import annotations

import io
import struct

import numpy as np

from accessible_kits.audio import mp3, resample

RATE = resample.DELIVERY_RATE  # the rate every kit's MP3 is at


def tone(n: int, hz: float) -> bytes:
    t = np.arange(n) / RATE
    x = np.sin(2 * np.pi * hz * t) * 0.3 * np.sin(np.pi * t / t[-1])
    return (x * 32767).round().astype("<i2").tobytes()


def decoded(stream: bytes) -> np.ndarray:
    import soundfile  # a test dependency (pyproject.toml): the decoder is not the encoder we test

    return soundfile.read(io.BytesIO(stream), dtype="float32")[0]


def snr(a, b) -> float:
    return float(10 * np.log10(np.sum(a**2) / np.sum((a - b) ** 2)))


def test_a_stream_decodes_to_exactly_its_samples():
    pcm = tone(RATE * 2 + 37, 440)
    out = decoded(mp3.tagged(mp3.encode(pcm, RATE), "Title", "Game", 1, 1))
    x = np.frombuffer(pcm, "<i2") / 32768
    assert len(out) == len(x) and snr(x, out) >= 20


def test_a_stream_plays_at_the_level_of_its_samples():
    """LAME's bit-rate presets scale the input by 0.95, which lowered every kit MP3 by 0.45 LU
    (still inside -18 +/- 1, so the loudness test alone did not see it); encode() undoes that."""
    x = np.frombuffer(tone(RATE * 3, 1000), "<i2") / 32768
    out = decoded(mp3.encode(tone(RATE * 3, 1000), RATE))
    inner = slice(RATE // 2, -RATE // 2)  # away from the fades, where the level is steady
    level = 20 * np.log10(np.sqrt(np.mean(out[inner] ** 2)) / np.sqrt(np.mean(x[inner] ** 2)))
    assert abs(level) <= 0.05, f"{level:+.3f} dB"


def test_joined_streams_play_back_to_back_with_the_silences_join_says():
    """Three streams joined: the decoder plays each one's samples in turn, with the silences
    join() reports between them; the Info frame's CRCs are right; the cut makes each silence
    exactly two frames."""
    pieces = [tone(n, hz) for n, hz in ((RATE * 2 + 37, 300), (RATE + 1000, 500), (RATE * 3 + 5, 700))]
    cut = [mp3.cut_for_join(len(p) // 2) for p in pieces[:-1]]
    assert all(0 <= c < 3 * mp3.FRAME for c in cut)
    # each piece but the last is cut, as the spoken writer cuts pauses
    pieces = [p[: len(p) - 2 * c] for p, c in zip(pieces[:-1], cut, strict=True)] + pieces[-1:]
    whole, gaps = mp3.join([mp3.encode(p, RATE) for p in pieces])
    assert gaps == [2 * mp3.FRAME, 2 * mp3.FRAME]
    expected = np.concatenate(
        [
            np.concatenate([np.frombuffer(p, "<i2") / 32768, np.zeros(g)])
            for p, g in zip(pieces, [*gaps, 0], strict=True)
        ]
    )
    out = decoded(whole)
    assert len(out) == len(expected) and snr(expected, out) >= 20
    frame = whole[: mp3._frame_length(whole)]
    assert frame[mp3._TAG : mp3._TAG + 4] == b"Info"
    (music_crc,) = struct.unpack_from(">H", frame, mp3._MUSIC_CRC)
    (tag_crc,) = struct.unpack_from(">H", frame, mp3._TAG_CRC)
    assert music_crc == mp3._crc16(whole[len(frame) :]) and tag_crc == mp3._crc16(frame[: mp3._TAG_CRC])
    assert struct.unpack_from(">I", frame, mp3._MUSIC_LEN)[0] == len(whole)


def test_a_single_stream_is_joined_as_it_is():
    stream = mp3.encode(tone(RATE, 440), RATE)
    assert mp3.join([stream]) == (stream, [])


def test_chapters_joined_from_joined_pieces_are_the_pieces_joined_at_once():
    """A chapter's MP3 is its pieces joined, and the whole is the chapters joined: the same bytes
    and silences as all the pieces joined at once, at the kits' rate (every frame one length) and
    at 22.05 kHz (a padding byte in some frames)."""
    for rate in (RATE, 22050):
        streams = [mp3.encode(tone(n, hz), rate) for n, hz in ((9000, 300), (20000, 500), (31000, 700), (1234, 400))]
        flat, gaps = mp3.join(streams)
        (first, inner1), (second, inner2) = mp3.join(streams[:2]), mp3.join(streams[2:])
        nested, between = mp3.join([first, second])
        assert nested == flat and [*inner1, *between, *inner2] == gaps
        assert len(decoded(flat)) == sum(len(decoded(s)) for s in streams) + sum(gaps)


def test_a_piece_from_the_cache_is_encoded_once_keyed_by_its_entry(tmp_path):
    """A mastered piece's MP3 is cached under the piece's own entry and its sample count (the
    samples are not hashed again); without an entry, under its samples' hash."""
    from accessible_kits.cache import Cache

    cache = Cache(tmp_path)
    pcm = tone(RATE, 440)
    first = mp3.encoded(pcm, RATE, cache, source="piece-abc")
    assert first == mp3.encode(pcm, RATE)
    assert (cache.hits, cache.misses) == (0, 1)
    assert mp3.encoded(pcm, RATE, cache, source="piece-abc") == first  # read, not encoded
    assert (cache.hits, cache.misses) == (1, 1)
    shorter = memoryview(pcm)[: len(pcm) - 2 * 576]  # the same piece cut for a join: another entry
    assert mp3.encoded(shorter, RATE, cache, source="piece-abc") == mp3.encode(shorter, RATE)
    assert mp3.encoded(pcm, RATE, cache) == first  # by the samples: a third entry
    assert (cache.hits, cache.misses) == (1, 3)

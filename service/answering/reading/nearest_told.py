"""The quantity a bare ask (「解決後いくつ?」) asks when the question tells several: the one told right
before it, when it is of another kind than the rest (`quantity._bare_ask`)."""

from __future__ import annotations

import re

Told = tuple[re.Match[str], dict[str, str], str]  # a told quantity: its match, where it lies, its word


def nearest_told(text: str, at: int, told: list[Told]) -> list[Told]:
    """「墓場14枚で「…4枚につき…1ダメージ」を解決。相手リーダーは体力20。解決後いくつ?」: of the quantities
    told, the one the sentence right before the ask tells when it is another kind than every other told
    (the 墓場 is the text's count); two of one kind (「俺の体力10。相手の体力8。…いくつ?」) stay two."""
    here = max(text.rfind(c, 0, at) for c in "。??!!") + 1
    prev = max(text.rfind(c, 0, here - 1) for c in "。??!!") + 1 if here > 0 else 0
    near = [t for t in told if prev <= t[0].start() < here]
    kind = {(w.get("zone") or w.get("counter")) for _, w, _ in near}
    far = {(w.get("zone") or w.get("counter")) for m, w, _ in told if m.start() < prev}
    return near if len(near) == 1 and not kind & far else told

"""A card named again as the attack's object (「相手のキャラがアクティブなら、それにアタックできる?」「相手の
フォロワーがアクト状態なら、そいつを攻撃できる?」): the pronoun right before the attack verb is the card
told before it, so the run's attack must be aimed at a card — not at a leader or a player.

Style audit 15c: onepiece 「相手のキャラがアクティブなら、それにアタックできる?」 had stated 'yes' (the
builder ran the opponent's character attacking the asker's leader; 7-1-1-2: an active character is no
target) and 「相手のキャラがレストなら、それにアタックできる?」 'no' (a plan put the told レスト on the
asker's attacker, aimed at the leader). Withheld when the card named before the pronoun is no leader and
the run aims every attack at a leader or a player.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Reading, Role

# 「それに」「そいつを」「そのキャラに」「そのフォロワーを」 right before the attack verb
_PRONOUN = re.compile(
    r"(?:それ|そいつ|こいつ|あいつ|そっち|その\s*(?:キャラ(?:クター)?|フォロワー|ユニット|UNIT|カード))"
    r"\s*(?:に|を|へ)\s*(?:向かって|対して)?\s*$"
)
_ATTACKS = frozenset({"attack", "aisatsu"})
# 「そいつにアイサツ対象を変えられる?」: where a target is moved to (1402), not the attack's object
_TARGET_WORD = re.compile(r"\s*(?:対象|先)")
# 「相手のキャラがレストなら、アタックできる?」「相手のキャラがアクティブだったら、攻撃できる?」: the other
# player's card is the subject of a condition, and the attack after it names no actor nor object — the
# asker attacking that card, or that card attacking, read either way (7-1-1-1 / 7-1-1-2 answer apart)
_CONDITION = re.compile(
    r"相手\s*の[^、。?？]{0,16}?(?:キャラ(?:クター)?|フォロワー|UNIT|ユニット|リゾネイター)\s*(?:が|は)"
    r"[^、。?？]{0,12}?(?:なら|だったら|だと|であれば|の場合|のとき|たら)\s*[、,]?\s*(?:もし)?\s*$"
)
_NOT_A_CARD = frozenset({"leader", "player1", "player2", "player", "opponent", "self"})


def _targets(payload: Mapping[str, Any]) -> list[str]:
    actions = payload.get("actions")
    out: list[str] = []
    for a in actions if isinstance(actions, list) else ():
        if isinstance(a, Mapping) and str(a.get("type") or a.get("kind")) in _ATTACKS:
            target = a.get("target", a.get("targets"))
            out.extend(str(t) for t in (target if isinstance(target, list) else [target]))
    return out


def pronoun_target(reading: Reading, payload: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when the attack's object is a pronoun for a card the run does not
    attack (every attack aimed at a leader or a player)."""
    text = reading.text
    verbs = [f for f in reading.of(Role.ACTION) if f.concept in _ATTACKS]
    if verbs and _CONDITION.search(text, 0, verbs[-1].start):
        return "条件の主語の相手のカードが、攻撃するカードか攻撃されるカードか書かれていません"
    aimed = [
        v
        for v in verbs
        if _PRONOUN.search(text[max(0, v.start - 14) : v.start]) and not _TARGET_WORD.match(text, v.end)
    ]
    if not aimed:
        return None
    before = [f for f in reading.of(Role.CARD) if f.end <= aimed[-1].start]
    if not before or before[-1].concept == "leader":
        return None  # 「相手のリーダー…それにアタック」: the leader is the object
    targets = _targets(payload)
    if targets and all(t in _NOT_A_CARD for t in targets):
        return "「それに/そいつを」で指されたカードではなく、リーダー(プレイヤー)を攻撃するシナリオです"
    return None

"""「アイサツされたキャラクターはどうなる?」「アイサツしてきたキャラどうなる?」: an attack verb's relative
clause on the card noun the asking sentence makes its subject names that card by its part in the
attack, as a role word does (「された方」「殴りにいった側」, `fate._ROLE_WORD`)."""

from __future__ import annotations

import re

from service.answering.reading.model import Fact, Reading, Role

# 「アイサツされた|アイサツしてきた (キャラ)」: the verb's ending between the attack and the card noun
_CLAUSE = re.compile(r"[ぁ-ん]{0,4}?(され|られ)?(?:た|る)\s*")
# the card noun, then (its subject particle and) the ask; 「アタックしてきたキャラの方は」 with の方 too
# (shared audit 19: the の方 subject keyed.py/fate.py took had left the clause unread, the blocker's KO
# stated)
_ASK_SUBJECT = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(?:の\s*(?:方|ほう)\s*)?(?:は|って|が|、)?\s*")
_PASSIVE = re.compile(r"され|られ")


def clause_passive(reading: Reading, act: Fact, ask: Fact) -> bool | None:
    """Whether the attack clause on the asked card is passive (the card is the attacked one), False
    when active (the attacker: 「アイサツしてきたキャラ」 is the attacker though the reading's concept
    says the asker was attacked); None when no such clause names the asked card."""
    text = reading.text
    for card in reading.of(Role.CARD):
        if card.start < act.end or card.start - act.end > 6 or card.end > ask.start:
            continue
        said = _CLAUSE.fullmatch(text, act.end, card.start)
        if said is None or not _ASK_SUBJECT.fullmatch(text, card.end, ask.start):
            return None
        return bool(said.group(1)) or bool(_PASSIVE.search(act.text))
    return None


# 「俺がアタックしたキャラ」「相手が攻撃した方」: a player marked by が as the attack clause's subject — the
# card the clause names is its object, the attacked one (style audit 14c: 「俺がアイサツしたキャラは死ぬ?」
# had been read as the asker's attacker, 'false' stated of the killed card); 「相手がアタックしてきたキャラ」
# may as well be the card the opponent attacked with: None (neither part)
_PLAYER_AGENT = re.compile(
    r"(?:俺|自分|僕|私|こっち|こちら|相手|敵|向こう|あっち)\s*が\s*(?:さっき|今|いま|この\s*ターン(?:に)?)?\s*$"
)


def by_player(reading: Reading, act: Fact, passive: bool) -> bool | None:
    """`passive` (the clause names the attacked card), read again when a player is the clause's subject:
    an active clause then names the attacked card too, or None when 〜てきた leaves it open."""
    if passive or not _PLAYER_AGENT.search(reading.text[: act.start]):
        return passive
    return None if "てき" in reading.text[act.start : act.end + 3] else True

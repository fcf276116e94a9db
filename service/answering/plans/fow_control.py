"""Who controls a card, as the question tells it (10.10.2: only a card's controller disposes of it).

A card is its owner's unless the question says otherwise; these are the sayings read:

- 「今は自分がコントローラー」「相手がコントローラーの」: a player named as the controller;
- 「そのアディションのコントローラーは相手」「コントローラーは自分」: the controller named after it;
- 「相手がコントロールしている」「自分のコントロール下の」: a player controlling it (existing form);
- 「相手のリゾネイターのコントロールを奪って」「コントロールを得た」: control taken — by the subject
  of the clause (「相手が…奪った」), by the asker when none is named; 「奪われた」 by the other player;
  「相手からコントロールを得た」 names the player it was taken from, its owner.
- 「相手がオーナーの」「持ち主は相手」: the card's owner (持ち主) named.

Every コントロール/オーナー/持ち主 word must be one of these, said of the one card the plan runs, with no
denial (「コントロールしていない」) and no two different players; otherwise control is unread and the
plan declines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.answering.plans.fow_common import of, quoted
from service.answering.reading.model import Fact, Reading, Role

_OTHER = {"self": "opponent", "opponent": "self"}
_WORDS = re.compile(r"コントロール|オーナー|持ち主")
# 「今は自分がコントローラー」「自分がコントロールしてる」「相手のコントロール下」
_BY = re.compile(
    r"\s*(?:が|は)\s*(?:今は?|現在は?)?\s*コントローラー"
    r"|\s*(?:が|の)\s*コントロール\s*(?:し|する|下|中)"
)
# 「コントローラーは相手」「コントローラーが自分」: the player right after
_NAMED = re.compile(r"コントローラー\s*(?:は|が|も)\s*(?:今は?|現在は?)?\s*$")
# 「コントロールを奪って」「コントロールを効果で得た」「コントロール奪って」「コントロールを奪われた」
_TAKEN = re.compile(
    r"コントロール(?:権)?\s*(?:を)?\s*(?:[^。、?？\n]{0,8}?)(?:奪|得|取|もら|獲得)(?:っ|た|て|ら|り|う|る|し)*"
)
_PASSIVE = re.compile(r"(?:奪|取)(?:わ|ら)れ")
# 「相手がオーナー」「持ち主は相手」
_OWNER_BY = re.compile(r"\s*(?:が|は)\s*(?:オーナー|持ち主)")
_OWNER_NAMED = re.compile(r"(?:オーナー|持ち主)\s*(?:は|が)\s*$")
# 「コントロールしていない」「コントロール下にない」「コントロールが戻」「コントロールを失」
_DENIED = re.compile(
    r"\s*(?:し|でき)?\s*(?:てい|て|ちゃ)?\s*(?:な[いかく]|ません|ず|外)|下にな|下から外|\s*(?:が|を)\s*(?:戻|失|返)"
    # 「コントローラーは自分じゃない」 (audit 12b: had been run as the asker's)
    r"|\s*(?:じゃ|では|でわ)\s*(?:な|ありませ)"
)
_SUBJECT = re.compile(r"\s*(?:が|は)")
# 「相手からコントロールを奪った」: the player it is taken from, right before the take
_FROM = re.compile(r"\s*から\s*")
# 「奪う効果」「得る能力」: the effect that would take it named, no control taken
_EFFECT_NAMED = re.compile(r"\s*(?:効果|能力|カード|呪文|スペル|テキスト)")
# 「…奪ったが、ターンの終わりに戻ってきた」「もう返した」「使おうとしたけど、やめた」「無効にされた」: the
# control taken undone, or never taken
_UNDONE = re.compile(
    r"戻|返|元に|解除|終わ|切れ|失|やめ|止め|しなかっ|できなかっ|失敗|無効|打ち消|ようと|つもり|予定"
)
# 「コントロールは奪ってない」「奪えてない」「取ってないよ」: the take denied right after its verb (audit 12b:
# the opponent's card had been run as the asker's, 'yes' for 'no')
_NOT_TAKEN = re.compile(r"[^。、?？\n]{0,4}?(?:な[いかくけ]|ません|ず|ぬ)")
# 「…奪ったが、相手にまた奪われた」「奪い返された」: a second take or a take told without the コントロール
# word — the control's last holder is not read (audit 12b: 'yes' had been stated for the opponent's)
_TAKE_VERB = re.compile(
    r"(?:奪|取り?返|取り戻)(?!っ?た\s*(?:その|この)?\s*(?:リゾネイター|アディション|カード|ルーラー|J))"
)


@dataclass(frozen=True, slots=True)
class Control:
    """The card's owner (持ち主) and controller as told; `told` the spans read."""

    owner: str
    controller: str
    told: tuple[tuple[int, int], ...]
    taker_assumed: bool = False  # 「コントロールを得た」 with no subject: taken by the asker


def _owners(reading: Reading) -> list[Fact]:
    return [o for o in of(reading, Role.OWNER) if o.owner in _OTHER and quoted(reading, o) is None]


def _of_card(reading: Reading, start: int, mentions: list[Fact]) -> bool:
    """Whether the saying at `start` is of the card run: no other card is named right before it
    (「そのリゾネイターのコントローラーは」 said of a host is not the addition's)."""
    before = [c for c in of(reading, Role.CARD) if c.end <= start and start - c.end <= 2]
    return all(c in mentions for c in before)


def control(reading: Reading, owner: str | None, mentions: list[Fact]) -> Control | None:
    """The owner and controller of the card `mentions` names (`owner`: its owner word); None when
    a control or ownership saying is not read, denied, of another card or names two players."""
    text = reading.text
    owners = _owners(reading)
    told: list[tuple[int, int]] = []
    controllers: set[str] = set()
    assumed = False
    owned: set[str] = {owner} if owner in _OTHER else set()
    for o in owners:
        by = _BY.match(text, o.end)
        if by is not None:
            if _DENIED.match(text, by.end()):
                return None
            controllers.add(str(o.owner))
            told.append((o.start, by.end()))
        owned_by = _OWNER_BY.match(text, o.end)
        if owned_by is not None:
            owned.add(str(o.owner))
            told.append((o.start, owned_by.end()))
        named = _NAMED.search(text, 0, o.start)
        if named is not None and not text[named.end() : o.start].strip():
            if not _of_card(reading, named.start() - 1, mentions) or _DENIED.match(text, o.end):
                return None
            controllers.add(str(o.owner))
            told.append((named.start(), o.end))
        taken_from = _FROM.match(text, o.end)
        if taken_from is not None and _TAKEN.match(text, taken_from.end()):
            owned.add(str(o.owner))  # 「相手からコントロールを得た」: the card was its owner's (持ち主)
            told.append((o.start, taken_from.end()))
        by_name = _OWNER_NAMED.search(text, 0, o.start)
        if by_name is not None and not text[by_name.end() : o.start].strip():
            owned.add(str(o.owner))
            told.append((by_name.start(), o.end))
    for m in _TAKEN.finditer(text):
        if _EFFECT_NAMED.match(text, m.end()) or _UNDONE.search(text, m.end() - 1):
            return None  # the effect named, or the control taken undone (or never taken) after it
        if _NOT_TAKEN.match(text, m.end()):
            return None  # 「奪ってない」: the take denied
        start = max(text.rfind(c, 0, m.start()) for c in "。、??\n") + 1
        subjects = [o for o in owners if start <= o.start < m.start() and _SUBJECT.match(text, o.end)]
        subjects = [o for o in subjects if not any(s <= o.start < e for s, e in told)]
        passive = _PASSIVE.search(text, m.start(), m.end() + 3) is not None  # 「奪われた」「取られた」
        if len(subjects) > 1 or (passive and subjects):
            return None
        if passive:
            if owner not in _OTHER:
                return None
            controllers.add(_OTHER[str(owner)])
        else:
            controllers.add(str(subjects[0].owner) if subjects else "self")
            assumed = assumed or not subjects
            if subjects:
                told.append((subjects[0].start, subjects[0].end))
        told.append((m.start(), m.end()))
    for m in (*_WORDS.finditer(text), *_TAKE_VERB.finditer(text)):
        if quoted(reading, _span(m.start(), m.end())) is not None:
            continue
        if not any(s <= m.start() < e for s, e in told):
            return None  # a control word, or a take verb, no saying read
    if len(controllers) > 1 or len(owned) != 1:
        return None
    card_owner = owned.pop()
    taker = controllers.pop() if controllers else card_owner
    return Control(card_owner, taker, tuple(told), assumed and taker == "self")


def _span(start: int, end: int) -> Fact:
    return Fact(start=start, end=end, text="", role=Role.NEUTRAL, concept="span")

"""A player's life after damage (10.6.2: damage to a player lowers its life by that much; 10.6.4:
one instance to each target), asked as 「ライフはいくつ?」.

From the reading: each player's stated life (「お互いのライフ」 is both players'), each amount of
damage with the player it is dealt to (the owner word marked に before it — 「各プレイヤーに」 is
both — or the player a quoted card text is used on), and the asked player. A reduction told of
the one instance is its replacement (10.17.1: N points, or all); per-count amounts and repeated
instances are the builders' (this plan declines them).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial
from typing import Any

from service.answering.plans.fow_cards import sources as source_cards
from service.answering.plans.fow_cards import unread_question
from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    asked,
    built,
    called_off,
    clause_before,
    counter,
    denied,
    of,
    owner_in,
    prevented_after,
    protected_by,
    quoted,
    seats,
)
from service.answering.plans.fow_dealt import UNSAID_TAKER, damage_asked, dealt_head
from service.answering.plans.fow_per_target import quote_controller, told_target
from service.answering.plans.fow_places import asked_place
from service.answering.plans.fow_tell import damage_head
from service.answering.plans.fow_zones import quantities
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.fow.game import START_LIFE
from service.engine.scenario import SimulationResult

_DECLINED = ("per_count", "double", "plus", "minus")
_PREVENTING = ("reduce_damage", "prevent")
_ALL = re.compile(r"(?:すべて|全て|全部)\s*$")
_TIMES = re.compile(r"\s*(?:を|が)?\s*(?:[0-9]+|[一二三四五六七八九]|何)\s*回")
_AIMED = re.compile(r"\s*を\s*(?:相手|自分|俺|私|僕|こっち|向こう)(?:の\s*プレイヤー)?\s*に")


# an owner word that takes the damage: 「相手に」「相手プレイヤーに」「相手(ライフ2500)に」「相手自身に」
# 「相手本体に」
_AT = re.compile(r"(?:プレイヤー)?(?:\s*(?:自身|自体|本人|本体))?(?:[(（][^()（）]{0,20}[)）])?(?:に|へ)")
# 「カードに500ダメージ」「リゾネイター(ダメージ0)に」: a card the damage is dealt to
_AT_CARD = re.compile(
    r"(?:カード|リゾネイター|ルーラー|アディション|魔石)(?:[(（][^()（）]{0,20}[)）])?(?:に|へ)\s*$"
)
# 「相手から1000ダメージ」: the player the damage comes from (the asker takes it)
_FROM = re.compile(r"(?:から|の(?:(?:J/)?リゾネイターの)?(?:効果|能力|スペル|呪文)(?:で|により|によって))")
# 「相手に1000ダメージ与えられた」「…を与えられて」: dealt by the player marked に
_PASSIVE = re.compile(r"\s*(?:を)?\s*与えられ(?:た|て)")
# 「あなたは500ダメージを受ける」「相手プレイヤーが1000ダメージを受ける」: the taker as the quote's subject
_TAKES = re.compile(r"(?:プレイヤー)?\s*(?:は|が)\s*[0-9]+\s*(?:点の)?\s*ダメージを?\s*受け")
_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
# 「2500ダメージ食らったら」「ダメージを受けた」: the damage taken by the unnamed subject (the asker)
_TAKEN = re.compile(r"\s*(?:を|が)?\s*(?:食ら|くら|喰ら|受け|もら|飛んで)")


def _target(reading: Reading, damage: Fact) -> str | None:
    """The player the damage is dealt to, where the noun 対象 tells one (「…を撃った。対象は相手自身」:
    the life told had been taken as the one hit) agreeing with the one read from the damage."""
    span = quoted(reading, damage) or (damage.start, damage.end)
    told = told_target(reading, span)
    read = _marked_target(reading, damage)
    if told is None:
        return read
    return told if read in (None, told) else "?"  # two players told: no default is taken


def _reflexive(reading: Reading, marked: Fact, owners: list[Fact]) -> bool:
    """Whether 「自分自身に」 follows the other player as the subject (「相手は自分自身に300ダメージ」): read
    as the asker, the opponent's damage to itself had been run as dealt to the asker."""
    text = reading.text
    return (
        text.startswith("自分", marked.start)
        and re.match(r"\s*自身", text[marked.end :]) is not None
        and any(
            o.owner != marked.owner and text[o.end : o.end + 1] in ("が", "は")
            for o in owners
            if o.start < marked.start
        )
    )


# 「「…」も撃った」「「…」も使った」: a quoted card text cast too, with no player of its own
_ALSO_CAST = re.compile(r"\s*も\s*(?:撃|打|使|解決|プレイ)")


def _also_cast(reading: Reading, damage: Fact) -> bool:
    quote = quoted(reading, damage)
    return quote is not None and _ALSO_CAST.match(reading.text, quote[1]) is not None


def _marked_target(reading: Reading, damage: Fact) -> str | None:
    """The player the damage is dealt to: the last owner word marked に in its clause before it, or
    after the quoted card text it is in (「『…ダメージを与える』を相手に撃った」)."""
    text = reading.text
    quote = quoted(reading, damage)
    if quote is not None:
        after = [o for o in of(reading, Role.OWNER) if quote[1] < o.start <= quote[1] + 2]
        inside = [o for o in of(reading, Role.OWNER) if quote[0] < o.start and o.end <= damage.start]
        told = [o for o in after + inside if _AT.match(text, o.end)]
        # 「「あなたは500ダメージを受ける」」: the quote's player who takes it, its subject
        told += [o for o in inside if _TAKES.match(text, o.end, quote[1]) and o not in told]
        if len(told) != 1:
            return None
        if told[0] not in inside or told[0].owner not in OTHER_OWNER:
            return told[0].owner  # outside the text, or 「各プレイヤーに」: whoever uses it
        # the card text's 「あなた/自分」 is its controller, its 「相手」 the controller's other player:
        # 「相手が「相手に500ダメージを与える」を撃ってきた」 hits the asker (round 20 trap audit: the
        # opponent had been hit)
        user = quote_controller(reading, quote, [])
        if user not in OTHER_OWNER:
            return None
        return user if told[0].owner == "self" else OTHER_OWNER[user]
    start, _ = clause_before(reading, damage)
    # 「相手に1000ダメージ与えて、その後相手の効果で自分が300ダメージ受けた」: the owners before an
    # earlier damage of the clause are that damage's (the second one had been dealt to 相手), unless
    # no player is named after it (「相手に500ダメージを与え、さらに500ダメージ」: the same player)
    earlier = [
        d.end for d in of(reading, Role.ACTION, "damage") if start <= d.start and d.end <= damage.start
    ]
    if any(max([start, *earlier]) <= o.start and o.end <= damage.start for o in of(reading, Role.OWNER)):
        start = max([start, *earlier])
    owners = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= damage.start]
    marked = [o for o in owners if _AT.match(text, o.end)]
    if marked and _PASSIVE.match(text, damage.end):
        # 「相手に1000ダメージ与えられた」: the に one deals it (a passive), the other player takes it
        return OTHER_OWNER.get(str(marked[-1].owner))
    if marked and _reflexive(reading, marked[-1], owners):
        return "?"  # 「相手は自分自身に」: the opponent's self, or the asker? — not read
    if marked:
        paired = [o for o in owners if reading.text[o.end : marked[-1].start].strip() in ("と", "や", "・")]
        if paired and paired[-1].owner != marked[-1].owner:
            return "both"  # 「自分と相手に200ダメージずつ」: each of the two players named
        return marked[-1].owner
    # 「800ダメージを相手に与える」: the player marked に right after the damage's を
    after = [
        o for o in of(reading, Role.OWNER) if text.startswith("を", damage.end) and o.start == damage.end + 1
    ]
    if after and _AT.match(text, after[0].end):
        return after[0].owner
    source = [o for o in owners if _FROM.match(text, o.end) and o.owner in ("self", "opponent")]
    if len({o.owner for o in source}) == 1:  # 「相手から」「相手の効果で」: the other player takes it
        return "self" if source[0].owner == "opponent" else "opponent"
    return None


def _taken(reading: Reading, damage: Fact) -> bool:
    """Whether the damage is said taken (「食らった」「受けた」), right after it or after the card text
    it is quoted in (「「…ダメージを与える」を受けた」)."""
    text = reading.text
    if _TAKEN.match(text, damage.end):
        return True
    close = text.find("」", damage.end)
    return close != -1 and "「" not in text[damage.end : close] and bool(_TAKEN.match(text, close + 1))


def _unsaid_target(
    reading: Reading, damage: Fact, counts: Mapping[tuple[str, str], int]
) -> tuple[str, str] | None:
    """A damage with no player named for it, in a question that names no player at all: taken by the
    asker when the question says it was taken (「食らったら」「もらった」), else dealt by the asker to
    the opponent (「与えたら」), a stated life being that target's; or, with players named, dealt to
    the one player whose life the question states. The note names the binding."""
    if not of(reading, Role.OWNER):
        if _TAKEN.match(reading.text, damage.end):
            return "self", "ダメージを受けたのは自分としています。"
        return (
            "opponent",
            "ダメージを与える相手が質問にないため相手としています(書かれたライフもその相手のものです)。",
        )
    lives = {side for (concept, side) in counts if concept == "life"}
    if len(lives) == 1:
        side = lives.pop()
        if side != "self" and _taken(reading, damage):
            # 「ライフ4000で相手の「…ダメージを与える」を受けた」: the unnamed one who took it is the asker,
            # not the player whose life the reading seated (audit 12s: 相手's life had been stated)
            return None
        return side, f"ダメージを与える相手が質問にないため、ライフの書かれた{WORD[side]}としています。"
    return None


# 「この呪文はまずどこに置かれる?」「どのエリアに行く?」: a place asked — no player's life answers it
_PLACE = re.compile(r"どこ|どの\s*(?:エリア|領域|ゾーン|場所)")


def life_damage(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number") or asked(reading, "outcome")  # 「ライフ3500はどうなる?」
    if any(_PLACE.search(a.text) for a in reading.asks()):
        return None  # the spell's place on the chase (10.7) had been answered with the life it took
    counts = quantities(reading)
    dealt = [f for f in of(reading, Role.ACTION, "damage") if isinstance(f.value, int) and not f.negated]
    if called_off(reading):
        return None  # 「与えるか迷っている。与えなかった場合」: a damage said not dealt
    if (
        (ask is None and (reading.asks() or unread_question(reading)))
        or counts is None
        or not dealt
        or of(reading, Role.MODIFIER, *_DECLINED)
    ):
        return None  # no ask at all (「相手に1500ダメージ」) is what happens
    if of(reading, Role.STATE, "no_defense") or of(reading, Role.STAT, "defense", "damage_taken"):
        return None  # a card's 防御力 or damage told: a card takes the damage, not a player
    if any(_AT_CARD.search(reading.text[clause_before(reading, f)[0] : f.start]) for f in dealt):
        return None  # 「カードに500ダメージ」: dealt to a card
    sources = source_cards(reading)
    if (
        not acts_only(reading, "damage")
        or len(of(reading, Role.CARD)) != len(sources)
        or any(c.owner not in ("self", "opponent") for c in sources)
        or any(_times(reading, f) is None for f in dealt)
    ):
        return None  # cards may be the target; a count of times not a number (「何回」)
    notes: list[str] = []
    prevent = _prevention(reading)
    first_only = prevent is not None and (len(dealt) != 1 or _times(reading, dealt[0]) != 1)
    if prevent is False or (first_only and not _next_only(reading, dealt)):
        return None  # which instance a reduction replaces is not told
    targets: list[str] = []
    for f in dealt:
        target = _target(reading, f)
        if target is None and targets and targets[-1] != "both" and _also_cast(reading, f):
            # 「「…800ダメージ…」を相手に撃って、そのあと「…700ダメージ…」も撃った」: the card text cast
            # again with も names no player of its own — the one the first was cast at (10.6)
            target = targets[-1]
            notes.append("2つ目の効果の対象は書かれていないので、1つ目と同じプレイヤーとしています。")
        if target is None and len(dealt) == 1 and not counts and damage_asked(reading, ask):
            target = "opponent"  # 「500ダメージが200軽減された。与えられるダメージは?」 (10.17.1)
            notes.append(UNSAID_TAKER)
        if target is None and len(dealt) == 1:
            unsaid = _unsaid_target(reading, f, counts)
            if unsaid is not None:
                target = unsaid[0]
                notes.append(unsaid[1])
                if not of(reading, Role.OWNER):  # the unowned counts are the target's
                    counts = {(concept, target): n for (concept, _), n in counts.items()}
        if target in (None, "?") or (target == "both" and prevent is not None):
            return None
        if prevent is not None and protected_by(reading) not in (None, target):
            return None  # 「自分は「あなたが受けるダメージを200軽減する」を使ってる」: not the one hit's
        targets.append(target)
    defaulted = not counts
    if defaulted:
        # 「相手に300ダメージを与えたら?」「ライフは何点減る?」: no life told — the loss is what is told
        # (it does not depend on the life it starts from), never the value the default leaves
        asked_dealt = damage_asked(reading, ask)
        if (
            ask is not None
            and ask.concept == "number"
            and not _change_asked(reading, ask)
            and not asked_dealt
        ):
            return None  # the life left needs the life before it
        sides = {s for t in targets for s in (("self", "opponent") if t == "both" else (t,))}
        counts = {("life", side): START_LIFE for side in sides}
        if sum(int(f.value) for f in dealt if isinstance(f.value, int)) >= START_LIFE:
            notes.append(
                f"ライフが質問にないため{START_LIFE}(公式の初期値。§10には規定がありません)としています。"
            )
    if ask is None or (defaulted and ask.concept == "outcome"):
        place = next(iter(counts)) if len(counts) == 1 else None
    elif defaulted and damage_asked(reading, ask):
        place = next(iter(counts)) if len(counts) == 1 else None  # the one instance's one taker
    elif defaulted:
        owner = _asked_owner(reading, ask, dealt)
        place = ("life", owner) if owner is not None and ("life", owner) in counts else None
    else:
        place = asked_place(reading, ask, counts)
    if place is None or place[0] != "life" or _unhit_life(reading, ask, place[1], targets):
        return None
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for (concept, side), n in counts.items():
        if concept != "life":
            return None  # another count the damage plan does not move
        payload[me[side]]["life"] = n
    for i, c in enumerate(sources):  # the card whose ability deals it stands on its owner's field
        payload[me[str(c.owner)]].setdefault("field", []).append({"id": f"s{i + 1}", "name": c.text})
    for f, target in zip(dealt, targets, strict=True):
        hit = ("self", "opponent") if target == "both" else (target,)
        op: dict[str, Any] = {"kind": "deal_damage", "player": me["self"], "targets": [me[s] for s in hit],
                              "amount": f.value}  # fmt: skip
        if prevent is not None and not (first_only and payload["operations"]):
            op["prevent"] = prevent  # 10.17.1: the replacement decides what the instance deals
        payload["operations"] += [op] * int(_times(reading, f) or 1)  # 「2回与えた」: each its own instance
    if defaulted and damage_asked(reading, ask):
        return built("life", payload, dealt_head, notes, me["self"])
    if defaulted:
        return built("life", payload, damage_head, notes, me["self"])
    if ask is not None and "回" in ask.text:  # 「何回で与えられる?」: the instances lead (10.6.4)
        told = frozenset(me[side] for (_, side) in counts)
        return built("life", payload, partial(damage_head, stated_life=told), notes, me["self"])
    return built("life", payload, _head(me, place[1]), notes, me["self"])


def _times(reading: Reading, damage: Fact) -> int | None:
    """How many instances of `damage` are dealt (10.6.4: each its own): the count of times told right
    after it (「400ダメージを2回」) or after the quoted text holding it (「「…を与える」を2回撃った」),
    else 1; None for a count that is no number (「何回」)."""
    end = (quoted(reading, damage) or (damage.start, damage.end))[1]
    aimed = _AIMED.match(reading.text, end)  # 「「…」を俺に3回撃ってきた」: the player it is cast at first
    m = _TIMES.match(reading.text, aimed.end() if aimed is not None else end)
    if m is None:
        return 1
    told = [f for f in of(reading, Role.MODIFIER, "repeat") if m.start() <= f.start < m.end()]
    value = told[0].value if len(told) == 1 else None
    return min(value, 20) if isinstance(value, int) and value > 0 else None


def _unhit_life(reading: Reading, ask: Fact | None, side: str, targets: list[str]) -> bool:
    """Whether the life asked with no owner word is a player no damage hits: 「ライフ4000のときに相手から
    800ダメージを受けた。ライフはいくつ?」 had seated the life on 相手 (the damage's source) and stated it
    unchanged; 「ライフ4000。相手に800ダメージを与えた。ライフは?」 the asker's 4000 (audit 14 style)."""
    hit = {s for t in targets for s in (("self", "opponent") if t == "both" else (t,))}
    return ask is not None and side not in hit and owner_in(reading, *clause_before(reading, ask)) is None


def _change_asked(reading: Reading, ask: Fact) -> bool:
    """「ライフは何点減る?」「ライフは減りますか?」: the loss is asked, not the life left."""
    if ask.concept == "outcome":
        return "減" in ask.text
    return re.match(r"\s*(?:の)?\s*(?:減|失)", reading.text[ask.end :]) is not None


def _asked_owner(reading: Reading, ask: Fact, dealt: list[Fact]) -> str | None:
    """Whose life a change is asked of: the owner said in the asked clause, else the one target."""
    start, end = clause_before(reading, ask)
    said = owner_in(reading, start, end)
    if said is not None:
        return said
    targets = {_target(reading, f) for f in dealt}
    return targets.pop() if len(targets) == 1 and not targets & {None, "?"} else None


def _next_only(reading: Reading, dealt: list[Fact]) -> bool:
    """「次に受けるダメージを500軽減する」 told before the damages, each dealt once: it replaces the first
    instance only (10.17; the told order is the order dealt), the others are dealt whole."""
    m = of(reading, Role.MODIFIER, *_PREVENTING)[0]
    quote = quoted(reading, m)
    inside = reading.text[quote[0] : m.start] if quote is not None else ""
    return (
        re.search(r"次に受ける|次の", inside) is not None
        and m.end <= min(f.start for f in dealt)
        and all(_times(reading, f) == 1 for f in dealt)
    )


def _prevention(reading: Reading) -> int | str | bool | None:
    """The one reduction the question tells of the damage: N points (「300軽減」), "all"
    (「すべて軽減」「ダメージを無効」), None for none; False when it cannot be read as one."""
    told = of(reading, Role.MODIFIER, *_PREVENTING)
    if not told:
        return None
    if len(told) != 1 or denied(reading, told[0]) or prevented_after(reading, told[0]):
        return False  # 「軽減しない」「与えた後…軽減」: no reduction of N or all read (10.17)
    m = told[0]
    before = reading.text[max(0, m.start - 12) : m.start]
    start, _ = clause_before(reading, m)
    if m.concept == "prevent" and "ダメージ" not in _QUOTE.sub("", reading.text[start : m.start]):
        # 「スペルを無効にした」「「…1000ダメージを与える」を撃ったが、無効にされた」: the card negated
        # (10.11), not a reduction of damage (a 軽減 is always one); the quote's ダメージ is not the object.
        # 「(ちなみにそれは相手に無効にされた)」: それ may be the spell as well as its damage — not read
        return False
    if m.concept == "prevent" or _ALL.search(before):
        return "all"
    if m.value is None and before.endswith("ダメージを"):
        return "all"  # 10.17.1.2: 「そのダメージを軽減する」 with no amount prevents all of it
    if isinstance(m.value, int):  # 「400軽減」: the amount read with the reduction (lexicon)
        return m.value if m.value > 0 else False
    amounts = [f.value for f in of(reading, Role.NUMBER) if 0 <= m.start - f.end <= 1]
    return amounts[0] if len(amounts) == 1 and isinstance(amounts[0], int) else False


def _head(me: Mapping[str, str], owner: str) -> Any:
    def head(sim: SimulationResult) -> str:
        return f"{WORD[owner]}のライフは{counter(sim, me[owner], 'life')}になります"

    return head

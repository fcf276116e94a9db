"""A 「召喚されたとき」 triggered ability asked yes/no, or the life it leaves (10.5.2, 10.14.1): a card in
play with 「(あなたの|相手の)リゾネイターが召喚されたとき、カードをN枚引く/…にNダメージを与える」, or a
resonator's own 「このカードが召喚されたとき、…にNダメージを与える」; then one or more resonators told
entering the field — summoned and resolved from the chase (‘召喚された’, 10.5.2), its 召喚呪文 negated on
the chase (to the graveyard, 10.11.1: not summoned), or put onto the field directly by an effect (not
summoned) — and whose they are (the subject or owner word before each, else the asker's). Whose
resonator the text names decides too: 「あなたの」 its controller's, 「相手の」 the other player's, none
either player's.

From the reading: the one trigger quote (its whole text, nothing else in it), the player whose field or
card holds it (the owner word before the quote in its sentence, else the asker), the other quotes only
the effect that summoned, put or negated the resonator; asked: whether it draws / deals the damage /
triggers (a can whose clause names that), or the life of the player the damage hits (that life told).
The triggered ability resolves with no one responding — named in the notes. The own draw trigger
(「このカードが召喚されたとき、カードをN枚引く」) is `fow_summon`'s, read there.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import WORD, built, counter, of, quoted, seats
from service.answering.plans.fow_summon import _PUT_TOLD
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_QUOTE = re.compile(r"[「『]([^「」『』]*)[」』]")
# the whole trigger text: whose resonator (none: either player's), the condition, the effect
_WATCH = re.compile(
    r"\s*(?:(?P<whose>あなた|自分|相手)\s*の\s*)?(?:(?P<own>この\s*(?:カード|リゾネイター|J/リゾネイター))|(?:J/)?リゾネイター)"
    r"\s*が\s*召喚され(?:た|る)\s*(?:とき|時|たび|度に)\s*[、,]?\s*"
    r"(?:カードを\s*(?P<draw>[0-9]+)\s*枚\s*(?:引く|ドローする)"
    r"|(?P<to>相手|対戦相手|あなた|自分|その\s*プレイヤー)\s*に\s*(?P<damage>[0-9]+)\s*(?:点の)?\s*ダメージを与える)"
    r"\s*。?\s*"
)
# the other quotes: the effect that put, summoned or negated the resonator (「…1枚を場に出す」)
_EFFECT_QUOTE = re.compile(r"(?:場に出す|召喚する|無効にする)\s*。?\s*$")
_SENTENCE = re.compile(r"[。??!!\n]")
# 「召喚した」「プレイして」「召喚呪文」: a summon told (a resonator played from the hand is summoned,
# 10.5.1)
_SUMMON = re.compile(r"召喚|プレイ")
# 「解決されて場に出た」 is the summon resolving; a put told is 「場に出した」 with no summon in the text
_PUT = re.compile(r"場に\s*(?:直接\s*)?出")
# a response told on the chase other than the negation (「相手が対応して…」): not run
_RESPONDED = re.compile(
    r"対応\s*(?:し(?!な)|され|を)|チェイス(?:エリア)?(?:に|上に)\s*(?:乗|残)っ|解決(?:され)?(?:て(?:い)?な|ず|する前|される前)"
)
# the words of the asked clause that name the trigger's outcome
_ASKED_TRIGGER = re.compile(r"誘発|発動")
_ASKED_DAMAGE = re.compile(r"ダメージ|入る|受け|食ら|くら")
_ASKED_DRAW = re.compile(r"引け|引く|ドロー")
_COUNT = re.compile(r"\s*(?:を|が|も)?\s*([1-5])\s*(?:体|枚)")
_FROM_GRAVEYARD = re.compile(r"墓地")
# the asker acting on the resonator: 「(リゾネイター)を(2体)召喚して/プレイした/場に出した/出したら」
_ACTIVE = re.compile(
    r"\s*(?:を|も)\s*(?:[1-5]\s*(?:体|枚)\s*)?(?:[「『][^「」『』]*[」』])?(?:[^。、,「『]{0,12}?)(?:召喚し|プレイし|出し|置い)"
)
# 「効果で直接場に出したリゾネイター」: the act said before the card, in a clause modifying it
_ACTIVE_BEFORE = re.compile(r"(?:召喚し|プレイし|出し)た\s*$")
# 「「…を場に出す」でリゾネイターを…」: the effect used before the resonator, by the asker unless said
_EFFECT_USED = re.compile(r"[」』]\s*(?:で|を使って|の効果で)")
# the watcher's holder named right after its quote: 「「…」のアディション」「「…」持ちのJ/リゾネイター」
_HOLDER = re.compile(r"[」』]\s*(?:の|持ちの|を持つ)\s*$")
_ALLOWED_ACTS = ("play", "draw", "damage", "use", "activate")
_SIDE = {"あなた": "you", "自分": "you", "相手": "opponent", "対戦相手": "opponent"}


def _sentence(text: str, at: int) -> tuple[int, int]:
    starts = [m.end() for m in _SENTENCE.finditer(text, 0, at)]
    end = _SENTENCE.search(text, at)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def _outside(reading: Reading, f: Fact) -> bool:
    return quoted(reading, f) is None


def _owner_before(reading: Reading, start: int, end: int) -> str | None:
    """The one owner word outside quotes in [start, end) — the nearest when several differ."""
    said = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= end and _outside(reading, o)]
    said.sort(key=lambda o: o.start)
    return said[-1].owner if said else None


# an owner word that names the resonator's player: its subject (「相手が」「俺は」) or its possessor, alone or
# through the zone it comes from (「相手のリゾネイター」「相手の墓地の」「自分の手札から」) — not another
# noun's
# (「相手のライフ3000で、手札のリゾネイターを…」: the life's)
_SUBJECT = re.compile(r"\s*(?:が|は|も)")
_POSSESSOR = re.compile(
    r"\s*の\s*(?:(?:手札|墓地|場|デッキ|メインデッキ)\s*(?:の|から|に|にある|にいる)\s*)?"
)


def _side_of(reading: Reading, card: Fact, start: int) -> str | None:
    """The player of `card`: its own owner, else the nearest subject or possessor word before it in
    its sentence (outside quotes)."""
    if card.owner in ("self", "opponent"):
        return card.owner
    text = reading.text
    said = sorted(
        (
            o
            for o in of(reading, Role.OWNER)
            if start <= o.start and o.end <= card.start and _outside(reading, o)
        ),
        key=lambda o: o.start,
    )
    for o in reversed(said):
        if _SUBJECT.match(text, o.end) or _POSSESSOR.fullmatch(text, o.end, card.start):
            return o.owner
    return None


def _other(side: str) -> str:
    return "opponent" if side == "self" else "self"


def _watch(reading: Reading) -> tuple[re.Match[str], tuple[int, int]] | None:
    found = [(m, q.span()) for q in _QUOTE.finditer(reading.text) if (m := _WATCH.fullmatch(q.group(1)))]
    return found[0] if len(found) == 1 else None


_READ = (
    "the watched resonator of a 「リゾネイターが召喚されたとき」 text, read whole by the summon_watch plan"
)


def _asked(reading: Reading) -> Fact | None:
    """The one can or number asked (「誘発する?」 is a can with its about:trigger)."""
    asks = [a for a in reading.asks() if not a.concept.startswith("about:")]
    return asks[0] if len(asks) == 1 and asks[0].concept in ("can", "number") else None


def summon_watched(reading: Reading) -> Reading:
    """「俺の場に「相手のリゾネイターが召喚されたとき、…」がある」: the resonator and player words of the
    trigger's text name whose summon meets it, no card or side of the scenario — read by `summon_watch`
    (a can, or a life asked), left as they are otherwise (`fow_triggers` counts draws by them)."""
    found = _watch(reading)
    ask = _asked(reading)
    if found is None or ask is None or found[0].group("own") is not None:
        return reading
    if (
        ask.concept == "number"
        and "ライフ" not in reading.text[_sentence(reading.text, ask.start)[0] : ask.end]
    ):
        return reading
    q0, q1 = found[1]
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="summon_watch_read", why=_READ)
        if q0 < f.start < q1 and f.role in (Role.CARD, Role.OWNER)
        else f
        for f in reading.facts
    )
    return dataclasses.replace(reading, facts=facts)


def summon_watch(reading: Reading) -> BuiltScenario | None:
    found = _watch(reading)
    picked = _asked(reading)
    if found is None or picked is None:
        return None
    watch, (q0, q1) = found
    own = watch.group("own") is not None
    if own and (watch.group("draw") is not None or watch.group("whose") is not None):
        return None  # the own draw trigger is fow_summon's; 「あなたのこのカード」 is no text
    text = reading.text
    others = [q for q in _QUOTE.finditer(text) if q.start() != q0]
    if any(not _EFFECT_QUOTE.search(q.group(1)) for q in others):
        return None  # card text the run does not model
    # the facts outside the trigger quote: every one read here, or declined
    ask = picked
    cards = [c for c in of(reading, Role.CARD) if _outside(reading, c)]
    holder = [c for c in cards if _HOLDER.search(text, max(0, c.start - 6), c.start) and c.start - q1 < 6]
    entering = cards if own else [c for c in cards if c not in holder]  # its own text: the card entering
    if any(c.concept != "resonator" for c in entering) or len(holder) > 1:
        return None
    if not entering and not own:  # 「「リゾネイター1枚を召喚する」で召喚した」: the one the effect names
        entering = [
            f
            for f in of(reading, Role.QUANTITY)
            if f.value == 1 and quoted(reading, f) in [o.span() for o in others]
        ]
    if len(entering) != 1:
        return None  # none, or two resonators named: which entered how is not read
    for f in reading.facts:
        if not _outside(reading, f) or f.start == ask.start:
            continue
        if f.role is Role.ACTION and (f.negated or f.concept not in _ALLOWED_ACTS):
            return None  # another act told: not the entry this plan runs
        if f.role in (Role.KEYWORD, Role.STATE, Role.TURN, Role.STAT):
            return None
        if f.role is Role.MODIFIER and f.concept not in ("prevent", "effect"):
            return None
    if _RESPONDED.search(text):
        return None
    # how the resonators entered, told outside the trigger quote
    rest = text[:q0] + " " * (q1 - q0) + text[q1:]
    # 「無効にされた」 told, or only the negating effect quoted (「「…を無効にする」で無効にした」 is one)
    negations = [m for m in of(reading, Role.MODIFIER, "prevent") if not m.negated]
    negations = [m for m in negations if _outside(reading, m)] or negations
    summoned_told = _SUMMON.search(rest) is not None
    put_told = _PUT_TOLD.search(rest) is not None or (not summoned_told and _PUT.search(rest) is not None)
    if summoned_told == put_told or (put_told and negations) or len(negations) > 1:
        return None  # neither, both, or a put negated: not read
    seat = seats(reading)
    s_start, _ = _sentence(text, q0)
    holder_side = _owner_before(reading, s_start, q0) or "self"
    effect_side = "you"
    if own:
        holder_side = ""  # the entering resonator's own text: its controller's
    to = watch.group("to")
    # the resonators told entering, with their number (「2体召喚して」) and side
    entries: list[tuple[str, str]] = []
    for card in entering:
        c_start, _ = _sentence(text, card.start)
        side = _side_of(reading, card, c_start)
        counted = _COUNT.match(text, card.end)
        zone = (
            "graveyard" if _FROM_GRAVEYARD.search(text, max(c_start, card.start - 10), card.start) else "hand"
        )
        if side is None and not own and _SIDE.get(watch.group("whose") or "") is not None:
            # whose resonator decides the trigger: unsaid, it is the asker's only when the asker acts
            # (「召喚した」「出した」), not when the summon is only told to happen (「召喚されて」
            # 「場に出た」)
            told = text[card.end : _sentence(text, card.end)[1]]
            if not (
                _ACTIVE.match(told)
                or _ACTIVE_BEFORE.search(text, c_start, card.start)
                or _EFFECT_USED.search(text, c_start, card.start)
            ):
                return None
        entries += [(side or "self", zone)] * (int(counted.group(1)) if counted else 1)
    if own:
        holder_side = entries[0][0]
    whose = _SIDE.get(watch.group("whose") or "", "any")
    # the asked clause: what of the trigger is asked, and of whom
    a_start, _ = _sentence(text, ask.start)
    clause = text[a_start : ask.end]
    asker_named = _owner_before(reading, a_start, ask.start)
    target = None
    if to is not None:
        to_word = re.sub(r"\s", "", to)
        target = (
            entries[0][0]
            if to_word == "そのプレイヤー"
            else (holder_side if _SIDE.get(to_word) == "you" else _other(holder_side))
        )
    life = None
    if ask.concept == "number":
        lives = [q for q in of(reading, Role.QUANTITY, "life") if _outside(reading, q)]
        if target is None or "ライフ" not in clause or len(lives) != 1 or lives[0].owner != target:
            return None
        if asker_named not in (None, target):
            return None
        life = lives[0]
    elif _ASKED_TRIGGER.search(clause):
        if asker_named not in (None, holder_side):
            return None
    elif _ASKED_DAMAGE.search(clause) and target is not None:
        if asker_named not in (None, target):
            return None
    elif _ASKED_DRAW.search(clause) and watch.group("draw") is not None:
        if asker_named not in (None, holder_side):
            return None
    else:
        return None
    if len(entries) > 1 and (negations or life is None):
        return None  # several summons: only the life they leave is read
    trig: dict[str, Any] = {"on": "summoned", "whose": effect_side if own else whose}
    if watch.group("draw") is not None:
        trig["draw"] = int(watch.group("draw"))
    else:
        to_word = re.sub(r"\s", "", to or "")
        trig["damage"] = int(watch.group("damage"))
        trig["to"] = "that_player" if to_word == "そのプレイヤー" else _SIDE.get(to_word, "opponent")
    players: dict[str, dict[str, Any]] = {seat["self"]: {"hand": [], "graveyard": []},
                                          seat["opponent"]: {"hand": [], "graveyard": []}}  # fmt: skip
    ops: list[dict[str, Any]] = []
    watcher = "r1" if own else "watch"
    if not own:
        kind = holder[0].concept if holder else "addition"
        spec: dict[str, Any] = {"id": "watch", "name": "誘発能力を持つカード", "triggers": [trig]}
        spec |= {"kind": "addition", "defense": None} if kind != "resonator" else {"kind": "resonator"}
        players[seat[holder_side]]["field"] = [spec]
    for i, (side, zone) in enumerate(entries):
        uid = f"r{i + 1}"
        card_spec: dict[str, Any] = {"id": uid, "name": "リゾネイター"}
        if own:  # its own printed text, carried by it (the gate finds the quote on the card)
            card_spec |= {"triggers": [trig], "keywords": [text[q0 + 1 : q1 - 1]]}
        players[seat[side]][zone].append(card_spec)
        if put_told:
            ops.append({"kind": "put_onto_field", "player": seat[side], "card": uid})
        elif negations:
            ops += [{"kind": "summon", "player": seat[side], "card": uid},
                    {"kind": "negate", "player": seat[_other(side)], "card": uid}]  # fmt: skip
        else:
            ops += [{"kind": "summon", "player": seat[side], "card": uid}, {"kind": "resolve_chase"}]
    if life is not None:
        players[seat[str(life.owner)]]["life"] = int(life.value) if isinstance(life.value, int) else 0
    else:
        ops.append({"kind": "trigger", "player": seat[holder_side], "card": watcher, "watching": not own})
    notes = [
        "誘発した能力は誰も対応せず解決されるものとしています。",
        "召喚するリゾネイターのコストは支払ったものとしています(ウィルは問われていません)。",
    ]
    if summoned_told and not negations and "解決" not in text:
        notes.append("召喚呪文は誰も対応せず解決されたものとしています(質問に解決の有無がありません)。")
    if not own and not holder:
        notes.append(
            "誘発能力を持つカードは種類が書かれていないので、防御力を持たない場のカードとしています。"
        )
    if life is None and target is None:
        notes.append("デッキは20枚(エンジンの既定)としています。")
    payload: dict[str, Any] = {**players, "operations": ops}

    def head(sim: SimulationResult) -> str:
        if life is not None:
            side = str(life.owner)
            return f"{WORD[side]}のライフは{counter(sim, seat[side], 'life')}になります"
        fired = any(e.type == "trigger" for e in sim.events)
        return (
            "召喚されたリゾネイターがチェイス上から解決されて場に出たので、『召喚されたとき』の誘発能力は発動します"
            if fired
            else "『召喚されたとき』の誘発条件は満たされず、その誘発能力は発動しません"
        )

    return built("summon_watch", payload, head, notes, seat["self"])

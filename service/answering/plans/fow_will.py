"""Paying a will cost from the will a player holds (10.2): 「[光][光][3]をこのウィルで払える?」.

From the reading: the cost as the question writes it — one run of symbols ([光][光][3], [月]);
the same run said again is the same cost, two different runs are not one cost — and the will the
asker holds, by attribute (「光2、風2」) or with the 月 trait (「月の特質を持つ無属性ウィル1点」,
10.2.6: [月] is paid with it whatever its attribute). Will with no attribute named, or only a
total, is not planned (which symbols it pays depends on it).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import acts_only, asked, built, clause_before, of, owner_in, seats
from service.answering.plans.fow_will_part import part_decided, premise_total, whole_and_part
from service.answering.plans.fow_will_read import deferred_told
from service.answering.plans.fow_will_read import left_asked as _left_asked
from service.answering.plans.their_aside import their_resources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult, simulate

_ATTRIBUTES = ("光", "炎", "水", "風", "闇", "無", "月")
# 「光のウィルで」「水属性のウィルを」「光のウィルもある」: will of an attribute named (with no count)
_NAMED = re.compile(r"(?<![\[A-Za-z])([光炎水風闇])(?:属性)?の\s*ウィル")


def runs(reading: Reading) -> list[list[Fact]]:
    """The cost symbols ([光], [3] …) in runs written back to back."""
    symbols = sorted(
        [f for f in of(reading, Role.TERM, "will_symbol")] + of(reading, Role.STAT, "cost_free"),
        key=lambda f: f.start,
    )
    runs: list[list[Fact]] = []
    for f in symbols:
        if runs and reading.text[runs[-1][-1].end : f.start].strip() == "":
            runs[-1].append(f)
        else:
            runs.append([f])
    return runs


def compared(reading: Reading) -> Reading:
    """A cost the asker compares the asked one with (「[1]みたいに何でもいいんじゃないの?これで[月]
    払える?」, blind M fow-bm-08) is said, not the cost paid: its symbols are no fact a scenario holds
    (read as a second cost, the will plan had declined and the gate withheld)."""
    said = [f for run in runs(reading) if _COMPARED.match(reading.text, run[-1].end) for f in run]
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="compared_cost", why=_SAID) if f in said else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_SAID = "a cost the question compares the asked one with, not the cost paid"

# 「魔石はもう全部レスト済み」「他にウィル出せるカードも全部レスト済み」「…でウィル能力も使えない」「魔石は
# もう使い切ってる」「魔石は全部寝てて」 (寝て: players' word for rested, as the lexicon reads it): every
# will source told spent — no will ability can be played while paying (10.2.3), the held will is all
_EXHAUSTED = re.compile(
    r"(?:魔石|カード|ウィル能力)[^。、]{0,12}?(?:(?:全部|すべて|全て|みんな)\s*(?:レスト|使用済|使っ|寝て|寝かせ|横向き)|使い(?:切|き|果た))"
    r"(?:[^。、]*?(?:で|、)\s*(?:ウィル能力|ほかの?ウィル|他の?ウィル)[^。、]*?(?:使え|出せ)な[いく])?"
)
_SPENT = "every will source told rested or unusable: the will held is all that pays (10.2.3, 10.2.4)"
# 「風1・光1・闇1の3点」「合計3点」「4点あるから」: the total of the holding (or of the cost) said again
_POINTS = re.compile(r"\d+\s*点")
_RESTATED = "a total of the will held or of the cost said again, not another number"


def exhausted(reading: Reading) -> Reading:
    """The facts of a clause telling every will source spent (「魔石はもう全部レスト済みでウィル能力も使えな
    い」) say that no will ability is played: the payment is from the will held (blind fow-bi-03, bj-01,
    bl-06, bn-01 had been withheld: the 魔石 and its レスト were read as a card in play)."""
    spans = []
    for m in _EXHAUSTED.finditer(reading.text):
        start = max(reading.text.rfind(c, 0, m.start()) for c in "。、??\n") + 1
        spans.append((start, m.end()))
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="will_sources_spent", why=_SPENT)
        if f.role in (Role.CARD, Role.STATE, Role.ACTION, Role.TERM)
        and any(s <= f.start and f.end <= e for s, e in spans)
        and f.concept in ("stone", "rested", "use", "play", "chase_ability", "will_ability")
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def restated(reading: Reading) -> Reading:
    """A number equal to the total of the will held by attribute or of the one cost asked, standing
    right after them (「風1・光1・闇1の3点」「[水][水][1]のカード、合計3点だし4点ある」), says them again: it
    is no other number (the will plan had declined it as a number no fact holds)."""
    held = [q for q in reading.of(Role.QUANTITY) if q.concept in _ATTRIBUTES and isinstance(q.value, int)]
    cost_runs = [r for r in runs(reading) if not _COMPARED.match(reading.text, r[-1].end)]
    costs = [run_cost(r) for r in cost_runs]
    cost = costs[0] if costs else None
    if not held or cost is None or any(c != cost for c in costs):
        return reading
    by_attribute = {q.concept: q.value for q in held if isinstance(q.value, int)}
    held_sum, cost_sum = sum(by_attribute.values()), sum(cost.values())
    symbols = [f for r in cost_runs for f in r]

    def again(f: Fact) -> bool:
        """After the holding (its nearest fact before) it must be the holding's total; after the cost,
        the cost's or the holding's (「[水][水][1]のカード、合計3点だし4点ある」)."""
        if f.role is not Role.NUMBER and not (f.role is Role.QUANTITY and f.concept == "will_total"):
            return False
        if any(reading.text[g.end : f.start].strip() == "" for g in symbols if g.end <= f.start):
            return (
                False  # 「コスト[光]2点」: a count glued to a cost's symbol is its own, no total (audit 17a)
            )
        number = re.search(r"\d+", f.text)
        if _POINTS.match(reading.text, f.start + (number.start() if number else 0)) is None:
            return False
        before = [(g.end, g in symbols) for g in held + symbols if g.end <= f.start]
        if not before:
            return False
        after_cost = max(before)[1]
        return f.value == held_sum or (after_cost and f.value == cost_sum)

    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="total_restated", why=_RESTATED) if again(f) else f
        for f in reading.facts
    )
    reading = reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
    return premise_total(reading, {held_sum, cost_sum})  # 「合計3だから出せるよね?」


def run_cost(run: list[Fact]) -> dict[str, int] | None:
    cost: dict[str, int] = {}
    for f in run:
        if f.role is Role.STAT:
            if not isinstance(f.value, int):
                return None
            cost["無"] = cost.get("無", 0) + f.value
        else:
            symbol = f.text.strip("[]")
            if symbol == "無":
                return None  # a [無] symbol: what it asks is not free will of any attribute
            cost[symbol] = cost.get(symbol, 0) + 1
    return cost


def _held(reading: Reading) -> dict[str, int] | None:
    """The asker's will by attribute; None when some of it has no attribute named. A total said
    beside the attributes (「炎2・水1の計3点」「払える3点だけ」) is the same will when it is their sum."""
    will: dict[str, int] = {}
    totals: set[int] = set()
    for q in reading.of(Role.QUANTITY):
        if q.concept in ("will", "will_total"):
            if q.value != 0:
                if q.concept != "will_total" or not isinstance(q.value, int):
                    return None  # 「ウィル3点」: which attributes is not said
                totals.add(q.value)
            continue
        if q.concept not in _ATTRIBUTES:
            continue
        if q.owner not in (None, "self") or not isinstance(q.value, int):
            return None
        if will.get(q.concept, q.value) != q.value:
            return None  # 「光2 … 光3」: two holdings of one attribute
        will[q.concept] = q.value
    if totals and totals != {sum(will.values())}:
        return None  # a total beside the attributes that is not their sum: not one holding
    return will


def _generic(reading: Reading) -> dict[str, int] | None:
    """The one will holding told with no attribute (「ウィルが3点」) as will paying only free will."""
    told = {q.value for q in reading.of(Role.QUANTITY) if q.concept in ("will", "will_total")}
    others = [q for q in reading.of(Role.QUANTITY) if q.concept in _ATTRIBUTES]
    if len(told) != 1 or others:
        return None
    n = told.pop()
    return {"無": n} if isinstance(n, int) else None


def spent_before(reading: Reading, supposed: bool = False) -> bool:
    """A payment told as done (「1点は既に払った」「もう使った」): will spent before the asked one.
    「払える3点だけ払ってプレイ」 — the asked payment said in its parts — is not, nor (`supposed`: the will
    left is asked) the one payment supposed (「…をプレイしたら、ウィルは何点残る?」)."""
    done = r"[ただ](?!い|ら)" if supposed else r"[ただ](?!い)"
    for f in of(reading, Role.ACTION):
        if f.negated:
            continue
        start, _ = clause_before(reading, f)
        # 「使っちゃった」「使ってしまった」: a perfective past too (had been stated payable, 10.2)
        if re.match(rf"{done}|[ちじ]ゃっ|[てで]しまっ|ちまっ", reading.text[f.end :]) or re.search(
            r"既に|すでに|もう", reading.text[start : f.start]
        ):
            return True
    return False


def played_cards(reading: Reading) -> list[Fact]:
    """The cards played: 「ウィル出す」 (「ほかにウィル出す手段はない」) makes will, it plays no card, and
    「カードを出したい。…プレイできる?」 wishes the one play the question asks about."""
    return [
        f
        for f in of(reading, Role.ACTION, "play")
        if not f.negated
        and not re.search(r"ウィル(?:を)?\s*$", reading.text[: f.start])
        and not _WISHED.match(reading.text, f.end)
        and not _MADE_WILL.match(reading.text, f.end)
    ]


_COMPARED = re.compile(r"\s*(?:みたい(?:に|な)|のよう(?:に|な)|と(?:同じ|違)|と一緒)")
# 「出したい」「プレイしたい」: the one play wished (the asked one); 「出せるウィル」: will produced, no card
_WISHED = re.compile(r"(?:し)?たい")
# 「月の特質」: the 月 trait of some will (10.2.6)
_MOON_TRAIT = re.compile(r"月の?(?:特質|特性)")
# 「月の特質なし」「(月の特質とかは無し)」「月の特質を持つウィルなし」「月の特質は付いてない」: the trait
# denied — no will has it
_NO_MOON = re.compile(
    r"\s*(?:とか|など|なんて|なんか)?\s*(?:は|が|も|を)?\s*(?:持つ\s*ウィル(?:は|が|も)?)?\s*"
    r"(?:無し|なし|無[いく]|な[いく]|持たな|持ってな|持っていな|(?:付|つ)いてな|(?:付|つ)いていな|(?:付|つ)かな)"
)


def moon_unread(reading: Reading) -> bool:
    """Whether the question gives some will the 月 trait that no 月 holding read spans (「月の特質を
    持つ水1」「水1(月の特質を持つ)」): whose will pays [月] is then not read, so nothing is stated (the
    holding had been read as plain 水 and [月] stated unpayable)."""
    moon = [f for f in reading.of(Role.QUANTITY) if f.concept == "月"]
    return any(
        not any(f.start <= m.start() and m.end() <= f.end for f in moon)
        and not _NO_MOON.match(reading.text, m.end())
        for m in _MOON_TRAIT.finditer(reading.text)
    )


_MADE_WILL = re.compile(r"[せる]*るウィル|せるウィル")


def _costed(reading: Reading, card: Fact) -> bool:
    """「コスト[水][2]のリゾネイター」: the card the asked cost is printed on (the one being played)."""
    symbols = [f for run in runs(reading) for f in run]
    return any(reading.text[f.end : card.start].strip() == "の" for f in symbols)


def _loose_number(reading: Reading) -> bool:
    """Whether a number no fact holds is told (「ただしウィルのうち1点は相手の効果で使えない」 had been
    stated 'yes' from the whole holding) — other than the count of the one symbol right before it,
    as written (「コストに[月]が1点ある」)."""
    symbols = of(reading, Role.TERM, "will_symbol")
    for n in of(reading, Role.NUMBER):
        before = [
            f
            for f in symbols
            if f.end <= n.start and reading.text[f.end : n.start].strip() in ("", "が", "は")
        ]
        run = next((r for r in runs(reading) if before and before[-1] in r), [])
        if not before or n.value != sum(1 for f in run if f.text == before[-1].text):
            return True
    return False


# 「相手の保有ウィルが光1・闇2」: the will held told as the opponent's
_THEIR_WILL = re.compile(r"(?:対戦)?相手(?:の|は|が)\s*(?:保有)?\s*ウィル")


def opponent_asked(reading: Reading) -> bool:
    """Whether the asked payment is the opponent's while the will told is not said to be theirs
    (「…打ちたい。保有ウィルは…。相手は払える?」「相手のウィルは足りる?」): the plans pay the will told,
    so the opponent's payment from the asker's will is not theirs. 「相手の保有ウィルが…相手は…プレイ
    できる?」 (the opponent's will told before it) is the opponent paying their own."""
    ask = asked(reading, "can")
    if ask is None or owner_in(reading, *clause_before(reading, ask)) != "opponent":
        return False
    held = [q for q in reading.of(Role.QUANTITY) if q.end <= ask.start]
    theirs = _THEIR_WILL.search(reading.text)
    return not held or theirs is None or theirs.start() > held[0].start


def _else_asked(reading: Reading) -> bool:
    """Whether a will ability is named (「ウィル能力をプレイしてもいい?」, 10.2.5), or the asking sentence
    plays an ability with no payment in it (「コストを払うときに起動能力をプレイできる?」): what is asked
    is whether that ability may be played, not whether the will held pays the cost (it had been
    answered 'no' from a cost the will could not pay): an ability after the sentence's last 払/足り is the
    asked verb's object. 「この能力のコスト払える?」 is the payment. An interrogative in the asking sentence
    (「払う順番って決まってる?」 had been answered 'yes', 10.2.1) asks something else too."""
    text, ask = reading.text, asked(reading, "can")
    abilities = of(reading, Role.TERM, "chase_ability")
    if any(text[max(0, a.start - 3) : a.start].endswith("ウィル") for a in abilities) or ask is None:
        return bool(abilities)
    start = max(text.rfind(c, 0, ask.start) for c in "。??\n") + 1
    paid = [m.end() for m in re.finditer(r"払|足り", text[start : ask.end])]
    after = start + (paid[-1] if paid else 0)
    if _OTHER_ASK.search(text, start, ask.end):
        return True  # 「払う順番って決まってる?」「どのウィルで払う?」: the order or the will chosen is asked
    return any(after <= a.start < ask.start for a in abilities)


# an interrogative or a word of order in the asking sentence: what is asked is not whether it pays
# (「どっちも月の特質なし」: no interrogative)
_OTHER_ASK = re.compile(r"順番|順序|(?:誰|どっち|どちら|どれ|どの)(?!\s*も)|いつ|何で|なにで|タイミング")


def will_payment(reading: Reading) -> BuiltScenario | None:
    # 「相手の保有ウィルは[光]3点、自分は[光]1点」: a player pays from their own will held (10.2.1)
    aside = their_resources(reading, _ATTRIBUTES[:6])
    reading = aside.reading
    left_asked = _left_asked(reading)  # 「コスト[水][1]をプレイしたら、ウィルは何点残る?」 (10.2.1)
    if (asked(reading, "can") is None and not left_asked) or not acts_only(reading, "pay", "play"):
        return None
    if asked(reading, "can") is not None and any(f.concept == "number" for f in reading.asks()):
        return None  # 「出せる?無理なら何点足りない?」: an amount asked too, which the yes/no does not answer
    if any(f.concept.startswith("about:") for f in reading.asks()):
        return None  # 「[光]を2回払える?」: more than the one payment scripted
    if spent_before(reading, left_asked) or len(played_cards(reading)) > 1:
        return None  # 「1点は既に使った」「出して、次もプレイ」: will spent before the asked one
    if moon_unread(reading):
        return None
    if {"self", "opponent"} <= {o.owner for o in of(reading, Role.OWNER)}:
        return None  # 「相手の[闇]のカードのコストを俺が払える?」: whose card and whose will is not one
    if opponent_asked(reading):
        return None  # 「…打ちたい。…相手は払える?」: the opponent's payment asked, the will told the asker's
    if _loose_number(reading) or of(reading, Role.MODIFIER, "effect"):
        return None  # 「ウィルのうち1点は相手の効果で使えない」: a number or an effect no fact holds
    if _else_asked(reading):
        return None  # 「払うときウィル能力をプレイしてもいい?」: playing the ability is asked (10.2.5)
    played = [c for c in of(reading, Role.CARD) if _costed(reading, c)]  # 「コスト[水][2]のリゾネイター」
    if len(of(reading, Role.CARD)) != len(played) or of(reading, Role.STATE) or of(reading, Role.KEYWORD):
        return None  # a card in play (a [レスト] will ability, a 魔石): not a payment from held will
    notes: list[str] = []
    # 「[1]みたいに何でもいい」: a run the asker compares the cost with is not the cost
    kept = [run for run in runs(reading) if not _COMPARED.match(reading.text, run[-1].end)]
    # 「[風][2]…[2]の部分って払える?」: a part of the cost named after it (fow_will_part, 10.2.4)
    costs, part = whole_and_part(reading, [run_cost(run) for run in kept], [run[-1].end for run in kept])
    short = [f for f in of(reading, Role.MODIFIER, "shortfall") if isinstance(f.value, int) and f.value > 0]
    if not costs and len(short) == 1 and not reading.of(Role.QUANTITY):
        # 「ウィルが1点足りないときは一部だけ払える?」: short by N, whatever the cost (10.2.4: never)
        n = int(short[0].value)  # type: ignore[arg-type]
        costs = [{"無": n + 2}]
        notes.append(f"コストと保有ウィルが質問にないため、{n + 2}点のコストに対して{n}点足りない保有ウィル"
                     "としています(足りなければ、いくつでも支払えません)。")  # fmt: skip
        will: dict[str, int] | None = {"無": 2}
    else:
        will = _held(reading)
    if not costs or any(c is None for c in costs) or any(c != costs[0] for c in costs):
        return None
    cost = costs[0]
    if will is None and cost is not None and set(cost) == {"無"}:
        will = _generic(reading)  # 「ウィルが3点でコスト4」: free will is paid by will of any attribute
    elif will is None and cost is not None:
        # 「ウィルが1点しかない。コスト[炎][1]は?」: fewer points than the cost asks pay it with no
        # attribute (10.2: the whole or nothing) — run as will of no attribute, named in the notes
        will = _generic(reading)
        if will is not None and sum(will.values()) >= sum(cost.values()):
            will = None  # enough points: which attributes they are decides, and none is told
        elif will is not None:
            notes.append("ウィルの属性は書かれていないので無属性としています(合計の点数がコストに足りないので、"
                         "どの属性でも支払えません)。")  # fmt: skip
    if cost is None or will is None or (part is not None and not part_decided(reading, cost, part, will)):
        return None
    if not notes and not any(
        q.concept in ("will", "will_total", *_ATTRIBUTES) for q in reading.of(Role.QUANTITY)
    ):
        # no holding told: only 「光のウィルで払える?」, will of an attribute with no count, is planned —
        # and only when as much of it as the cost asks still cannot pay it (no count could then)
        named = sorted({m.group(1) for m in _NAMED.finditer(reading.text)})
        if not named or will:
            return None
        will = {a: sum(cost.values()) for a in named}
        notes.append(f"枚数の書かれていない{'・'.join(named)}のウィルは、コストと同じ点数あるものとしています"
                     "(それでも支払えないなら、何点あっても支払えません)。")  # fmt: skip
        paid = simulate(
            "fow", {"player1": {"will": will}, "operations": [{"kind": "pay_will", "cost": cost}]}
        )
        if not any(e.type == "rejected" for e in paid.events):
            return None  # paid with that much: whether the unsaid count pays it is not known
    moon = [f for f in reading.of(Role.QUANTITY) if f.concept == "月"]
    if any(a in f.text for f in moon for a in _ATTRIBUTES[:5]) and set(cost) - {"月", "無"}:
        return None  # 「月の特質を持つ光ウィル」 for a [光] too: the engine's 月 will has no attribute
    me = seats(reading)["self"]
    payload: dict[str, Any] = {me: {"will": will}, "operations": [{"kind": "pay_will", "player": me,
                                                                   "cost": cost}]}  # fmt: skip
    if aside.theirs:
        payload[next(s for s in ("player1", "player2") if s != me)] = {"will": dict(aside.theirs)}
    if deferred_told(reading) and not any(e.type == "rejected" for e in simulate("fow", payload).events):
        return None  # 「残り1点は後から払う」 asks the deferral (10.2.4: never), not whether the will pays it
    written = "".join(f"[{a if a != '無' else n}]" if a == "無" else f"[{a}]" * n for a, n in cost.items())

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"コスト{written}は保有ウィルで支払えません"
        if left_asked:  # the cost's points leave the will held (10.2.1: paid whole)
            return f"コスト{written}を支払い、保有ウィルは{sum(will.values()) - sum(cost.values())}点残ります"
        return f"コスト{written}は保有ウィルで支払えます"

    return built("will", payload, head, notes, me)

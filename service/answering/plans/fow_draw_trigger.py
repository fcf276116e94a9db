"""A 「1枚ドローするたび…ダメージを与える」 triggered ability in play (10.14.1): a draw of N cards is N
single draws (10.8.2), so it triggers once per card drawn, by whoever its text names.

From the reading: the quote holding the trigger — whose draw meets it (「あなたが」 its controller,
「相手が」 the controller's opponent, 「プレイヤーが」「いずれかのプレイヤーが」 either player), the damage
and its target (「相手に」 the controller's opponent, 「あなたに」 the controller, 「そのプレイヤーに」 the
player who drew) — and the field it is on (「自分の場に」「相手の場に」: its controller); outside the quote
the one draw told, its count and its drawer. Asked: a player's life (that life told) or the damage a
player takes in all (「合計何点?」「何ダメージ受ける?」). Each triggered ability resolves as it triggers
with no player responding — named in the notes.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_common import (
    TRIED,
    WORD,
    asked,
    built,
    clause_before,
    counter,
    of,
    owner_in,
    seats,
)
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_EACH = re.compile(r"たび|度に|ごとに")
# whose draw meets it, said before the draw in the quote (「あなたが」「相手が」「プレイヤーが」)
WHOSE_EVENT = (
    (re.compile(r"(?:いずれかの|各|どちらかの)?\s*プレイヤー\s*(?:が|は)"), "any"),
    (re.compile(r"(?:対戦)?相手\s*(?:プレイヤー)?\s*(?:が|は)"), "opponent"),
    (re.compile(r"(?:あなた|自分)\s*(?:が|は)"), "you"),
)
# the damage's target, said right before the damage in the quote
_TO = (
    (re.compile(r"その\s*プレイヤー\s*に\s*、?\s*$"), "that_player"),
    (re.compile(r"(?:対戦)?相手\s*(?:プレイヤー)?\s*に\s*、?\s*$"), "opponent"),
    (re.compile(r"(?:あなた|自分)\s*に\s*、?\s*$"), "you"),
)
# the whole card text, nothing else: the drawer, the draw; 「するたび、」 the target; 「を与える」
_HEAD = re.compile(
    r"\s*(?:(?:いずれかの|各|どちらかの)?\s*プレイヤー|(?:対戦)?相手\s*(?:プレイヤー)?|あなた|自分)\s*(?:が|は)\s*"
    r"(?:カード\s*を)?\s*$"
)
_BETWEEN = re.compile(
    r"\s*(?:く|いた|ける|する|した)?\s*(?:たび|度に|ごとに)\s*(?:に)?\s*、?\s*"
    r"(?:その\s*プレイヤー|(?:対戦)?相手\s*(?:プレイヤー)?|あなた|自分)\s*に\s*、?\s*$"
)
_TAIL = re.compile(r"\s*を?\s*与える\s*。?\s*$")
# 「受けるダメージは合計何点?」「何ダメージ受ける?」「何点食らう?」: the damage taken asked, not a life
_TAKEN = re.compile(r"受け|食ら|くら|喰ら|合計|トータル|総|何\s*ダメ")


def _trigger(reading: Reading) -> tuple[tuple[int, int], str, int, str] | None:
    """(quote, whose, damage, to) of a 「…がカードを1枚ドローするたび、…にNダメージを与える」."""
    for draw in of(reading, Role.ACTION, "draw"):
        quote = next(
            (
                (m.start(), m.end())
                for m in re.finditer(r"[「『][^「」『』]*[」』]", reading.text)
                if m.start() < draw.start and draw.end <= m.end()
            ),
            None,
        )
        if quote is None or draw.value != 1 or draw.negated:
            continue
        inside = [f for f in reading.facts if quote[0] < f.start < quote[1]]
        damages = [f for f in inside if f.role is Role.ACTION and f.concept == "damage"]
        others = [f for f in inside if f.role is Role.ACTION and f not in (draw, *damages)]
        text = reading.text
        if len(damages) != 1 or others or not isinstance(damages[0].value, int) or damages[0].negated:
            return None
        if not _EACH.search(text, draw.end, damages[0].start):
            return None
        head = text[quote[0] + 1 : draw.start]
        whose = [w for pattern, w in WHOSE_EVENT if pattern.search(head)]
        between = text[draw.end : damages[0].start]
        to = [t for pattern, t in _TO if pattern.search(between)]
        if len(whose) != 1 or len(to) != 1:
            return None  # 「カードを1枚ドローするたび」 with no drawer, or 「対象のプレイヤーに」: not read
        if not (
            _HEAD.match(head) and _BETWEEN.match(between) and _TAIL.match(text, damages[0].end, quote[1] - 1)
        ):
            # 「ドローフェイズ以外で」「そのターンに初めてなら」「与えてもよい」: a condition or a choice
            # the run does not model (each had been stated as if every draw dealt the damage)
            return None
        return quote, whose[0], damages[0].value, to[0]
    return None


_END = re.compile(r"[。??!！\n]")


def _ask_span(reading: Reading, ask: Fact) -> tuple[int, int]:
    """The ask's sentence, from the last sentence end before it to the next one."""
    start, _ = clause_before(reading, ask)
    end = _END.search(reading.text, ask.end)
    return start, end.start() if end else len(reading.text)


def _asked(reading: Reading, ask: Fact) -> tuple[str, str] | None:
    """("life" | "taken", the player asked) from the ask's sentence."""
    start, end = _ask_span(reading, ask)
    whom = owner_in(reading, start, end)
    if whom not in OTHER_OWNER:
        return None
    said = reading.text[start:end]
    if "回" in said:
        return None  # 「1回あたり何点?」「何回誘発?」: one instance or the count of them, not the total
    if "ライフ" in said:
        return "life", whom
    if "ダメージ" in said and _TAKEN.search(said):
        return "taken", whom
    return None


_SUBJECT = re.compile(r"\s*(?:が|は)")
_MADE = re.compile(r"\s*(?:さ|か)せ")  # 「引かせた」「ドローさせた」: a causative — the one marked に draws


def _drawer(reading: Reading, told: Fact) -> str | None:
    """Who draws: the one marked に before a causative (「相手にカードを3枚引かせた」), else the last
    player marked が/は in its clause (「相手の効果で自分が3枚引いた」), else the one owner word there;
    "?" when a causative names none."""
    start, _ = clause_before(reading, told)
    owners = [o for o in of(reading, Role.OWNER) if start <= o.start and o.end <= told.start]
    if _MADE.match(reading.text, told.end):
        made = [o for o in owners if reading.text.startswith("に", o.end)]
        return str(made[-1].owner) if made else "?"
    marked = [o for o in owners if _SUBJECT.match(reading.text, o.end)]
    if marked:
        return str(marked[-1].owner)
    return owner_in(reading, start, told.start)


def draw_trigger(reading: Reading) -> BuiltScenario | None:
    """A player's life, or the damage a player takes, after a told draw with a draw trigger in play."""
    ask = asked(reading, "number")
    found = _trigger(reading)
    if ask is None or found is None or of(reading, Role.KEYWORD) or of(reading, Role.STATE):
        return None
    quote, whose, damage, to = found
    what = _asked(reading, ask)
    if what is None:
        return None
    start, _ = clause_before(reading, Fact(quote[0], quote[0], "", Role.NEUTRAL, "quote"))
    holder = owner_in(reading, start, quote[0])  # 「自分の場に」「相手の場に」: the trigger's controller
    if holder not in OTHER_OWNER:  # 「相手ライフ2000、俺の場に『…』」: the field named right before it
        fields = [
            o
            for o in of(reading, Role.OWNER)
            if start <= o.start and _FIELD_OF.fullmatch(reading.text, o.end, quote[0])
        ]
        holder = fields[-1].owner if fields else None
    if holder not in OTHER_OWNER:
        return None
    a_start, a_end = _ask_span(reading, ask)
    outside = [
        f
        for f in of(reading, Role.ACTION)
        if not quote[0] <= f.start < quote[1]
        and not (what[0] == "taken" and f.concept == "damage" and a_start <= f.start < a_end)
        and (_quoted_draw(reading, f) or not _in_quote(reading, f))
    ]  # 「何点ダメージを受ける?」: the damage taken is what is asked, no damage told
    draws = [f for f in outside if f.concept == "draw"]
    if len(draws) != 1 or any(f.concept not in ("draw", "use") or f.negated for f in outside):
        return None
    told = draws[0]
    if any(_in_quote(reading, f) and not _quoted_draw(reading, f) for f in of(reading, Role.ACTION)
           if not quote[0] <= f.start < quote[1]):  # fmt: skip
        return None  # another card text's act (「…を捨てる」) is not run here
    if any(not quote[0] <= n.start < quote[1] for n in of(reading, Role.NUMBER)):
        return None  # 「ドローフェイズに1枚、効果で2枚引いた」: a count no fact reads as a draw
    if not isinstance(told.value, int) or not 1 <= told.value <= 20:
        return None
    drawer = _drawer(reading, told)
    if drawer not in (None, *OTHER_OWNER) or any(
        f.concept != "effect" and not (f.concept == "trigger" and _RESOLVED.match(reading.text, f.end))
        for f in of(reading, Role.MODIFIER)
    ):
        return None
    untold_drawer = drawer is None
    drawer = drawer or "self"
    lives = of(reading, Role.QUANTITY)
    if any(q.concept != "life" or not isinstance(q.value, int) for q in lives):
        return None  # 「デッキは2枚」…: another count told, not run here
    life_of = {q.owner: int(q.value) for q in lives}  # type: ignore[arg-type]
    if None in life_of or len(life_of) != len(lives):
        return None
    kind, whom = what
    if kind == "life" and whom not in life_of:
        return None  # the life after it needs the life before it
    if _out_before_last(whose, to, holder, drawer, told.value, damage, life_of):
        return None
    me = seats(reading)
    trigger = {"id": "trigger", "name": "誘発カード", "kind": "addition", "defense": None,
               "triggers": [{"on": "draw", "whose": whose, "damage": damage, "to": to}]}  # fmt: skip
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    payload[me[holder]]["field"] = [trigger]
    payload[me[drawer]]["deck"] = 20
    for side, life in life_of.items():
        payload[me[str(side)]]["life"] = life
    payload["operations"] = [{"kind": "draw", "player": me[drawer], "n": told.value}]
    notes = [
        "誘発能力を持つカードは種類が書かれていないので、防御力を持たない場のカードとしています。",
        "誘発した能力は、誰も対応せず1つずつ解決されるものとしています。",
        "デッキの枚数は書かれていないので、引く枚数より多い20枚としています。",
    ]
    if untold_drawer:
        notes.append("ドローするプレイヤーが書かれていないので、自分としています。")
    seat = me[whom]

    def head(sim: SimulationResult) -> str:
        fired = sum(1 for e in sim.events if e.type == "trigger")
        if kind == "life":
            return f"{WORD[whom]}のライフは{counter(sim, seat, 'life')}になります(誘発は{fired}回)"
        taken = -sum(
            int(e.data.get("delta", 0))
            for e in sim.events
            if e.type == "counter" and e.data.get("player") == seat and e.data.get("key") == "life"
        )
        return f"{WORD[whom]}が受けるダメージは合計{taken}点です(誘発は{fired}回)"

    return built("draw_trigger", payload, head, notes, me["self"])


# 「『カードを3枚引く』を解決して」: a card text that is a draw alone — the told draw, by whoever uses it
_DRAW_TEXT = re.compile(r"[「『]\s*(?:カード\s*を)?\s*[0-9]+\s*枚\s*(?:引く|ドローする)\s*。?\s*[」』]")
# 「誘発も全部解決したら」: the triggered abilities told resolved — as the run resolves each (named)
_RESOLVED = re.compile(r"\s*(?:能力)?\s*(?:も|が|は)?\s*(?:全部|すべて|全て)?\s*解決")
_FIELD_OF = re.compile(r"\s*の\s*(?:場|フィールド)\s*(?:に|には|で)?\s*(?:は)?\s*")
# 「『カードを3枚引く』を解決して」「…を使った」「…を撃って」: the quoted draw told used
_USED = re.compile(r"\s*(?:を|が)\s*(?:解決|使|撃|打|唱|プレイ)")
_QUOTE_SPAN = re.compile(r"[「『][^「」『』]*[」』]")


def _in_quote(reading: Reading, f: Fact) -> bool:
    return any(m.start() < f.start and f.end <= m.end() for m in _QUOTE_SPAN.finditer(reading.text))


def _quoted_draw(reading: Reading, f: Fact) -> bool:
    """Whether `f` is the draw of a quoted card text that is that draw alone (「『カードを3枚引く』」) and
    told used — not only tried (「撃とうとしたけどウィルが足りなかった」: TRIED) or held (「手札に…が
    ある」)."""
    return f.concept == "draw" and any(
        m.start() < f.start
        and f.end <= m.end()
        and TRIED.match(reading.text, m.end()) is None
        and _USED.match(reading.text, m.end()) is not None
        and _TAKEN_BACK.search(reading.text, m.end()) is None
        for m in _DRAW_TEXT.finditer(reading.text)
    )


# 「…を解決した、って相手に言ったけど実はまだ解決してない」: the use told, then denied (audit 14: 700 stated)
_TAKEN_BACK = re.compile(r"(?:まだ|実は|本当は|実際は)[^。?？]{0,12}(?:な[いかく]|ません)")


def _out_before_last(
    whose: str, to: str, holder: str, drawer: str, n: int, damage: int, life_of: dict[Any, int]
) -> bool:
    """Whether the player hit is at 0 life before the last of the `n` triggered damages resolves
    (「ライフ200で3枚引いた」): the game's end between them is no §10 rule, so the run's life below 0
    (-100 had been stated) is no end value the game reaches."""
    met = whose == "any" or (whose == "you") == (drawer == holder)
    hit = {"that_player": drawer, "you": holder}.get(to, OTHER_OWNER[holder])
    life = life_of.get(hit)
    return met and n >= 2 and life is not None and life - damage * (n - 1) <= 0

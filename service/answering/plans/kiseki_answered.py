"""軌跡 TCG plan `event_answered`: the asker played an EVENT 「(相手の)UNITを1つ対象とし、それを…。その後、
あなたはカードをN枚引く。」 and, before it resolved, the opponent answered and the target left the field
— how many cards are in the asker's hand once the EVENT has resolved?

The EVENT waits in the 発動待機領域 while the opponent, given priority, plays an answer that resolves
first (902.5b, 902.5c); when the EVENT resolves its target is no longer a legal one, so what concerns the
target is not done, but what does not concern it — the draw — is (1205.1a). The plan runs that on the
engine: the EVENT's printed text (stun / 即死 / 破壊 / 手札に戻す its target, then draw N) and the
opponent's answer (the target sent to the 軌跡, to its owner's hand, or out of the game).

The hand is told either after the play (「撃った後の手札3枚」「撃った直後の手札は2枚」) or before it, the
EVENT included (「手札4枚(このEVENT込み)から」「手札4枚の状態で、手札からEVENT…を撃った」). A target
whose controller is not told (「UNITを1つ対象とし」) is planned only when the answer does not send it to a
hand (the asker's own UNIT returned would change the count). A told deck, an EVENT said countered
(無効), a discard or another effect are not planned.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_QUOTE = re.compile(r"[「『]([^「」『』]*対象とし[^「」『』]*)[」』]")
_TEXT = re.compile(
    r"^(?P<whose>相手の)?(?:UNIT|ユニット)を(?:1|１|一)つ対象とし、それを"
    r"(?P<verb>スタンする|即死させる|破壊する|(?:持ち主の)?手札に戻す)。"
    r"その後、(?:あなたは)?カードを(?P<n>[1-5１-５])枚引く。?$"  # 「カードを2枚引く」: its player draws
)
_VERBS = {"スタン": "stun", "即死": "destroy", "破壊": "destroy", "手札": "return_to_hand"}
# the opponent's answer, said after the play: a moment before the resolution and the target's fate
_BEFORE = re.compile(r"解決(?:さ(?:れ)?る)?前に|対応(?:して|されて|された|し)")
_TARGET = re.compile(r"対象(?:の(?:UNIT|ユニット))?(?:を|が|は)")
_FATES = (
    (re.compile(r"軌跡に(?:送|置|行)|即死|破壊"), "destroy"),
    (re.compile(r"手札に戻"), "return_to_hand"),
    (re.compile(r"(?:ゲームから)?除外"), "banish"),
    (re.compile(r"場から(?:いなく|消え|離れ)"), None),  # gone, where to not told
)
_ASKED = re.compile(r"解決(?:した)?(?:後|あと)の?(?:自分の)?手札(?:は|って)?(?:何|なん)枚")
_AFTER_PLAY = re.compile(r"(?:撃っ|プレイし|使っ)た(?:直後|後|あと)の?(?:自分の)?(?:手札)?$")
# 「手札4枚(このEVENT込み)」「手札4枚の状態で」「手札4枚から「…」を撃った」: the hand the EVENT is played from
_WITH_EVENT = re.compile(
    r"^\s*(?:[((]この(?:EVENT|イベント)(?:込み|を含む|を含めて|も含めて)[))]|の状態で|から\s*(?=[「『]))"
)
# what the plan does not run: the EVENT countered, a discard, a second effect or card
_UNPLANNED = re.compile(r"無効|打ち消|捨て|もう1枚|もう一枚|追加で|コピー|2回|二回")
_ROLES = frozenset({Role.QUANTITY, Role.CARD, Role.ACTION, Role.OWNER, Role.ASK, Role.NEUTRAL, Role.TERM})
# the answer told as an act: 「…を即死させて」 kill (1317.1), 「ゲームから除外した」 banish (1330.1)
_ACTS = frozenset({"play", "use", "return", "kill", "banish"})
_MAX_HAND = 20


def _digit(text: str) -> int:
    return int(text.translate(str.maketrans("１２３４５", "12345")))


def _fate(after: str) -> tuple[bool, str | None]:
    """Whether the text after the play tells the target removed before the resolution, and where it
    went (None: not told)."""
    if not _BEFORE.search(after) or not _TARGET.search(after):
        return False, None
    fates = {kind for pattern, kind in _FATES if pattern.search(after)}
    told = fates - {None}
    if len(told) > 1:
        return False, None
    if told:
        return True, next(iter(told))
    return (True, None) if fates else (False, None)


def _hand(reading: Reading, quote: re.Match[str]) -> tuple[int, bool] | None:
    """The told hand and whether it counts the EVENT (told before the play, the EVENT included)."""
    hands = [f for f in reading.of(Role.QUANTITY) if f.concept == "hand"]
    if len(hands) != 1 or hands[0].owner not in (None, "self"):
        return None
    fact, text, value = hands[0], reading.text, hands[0].value
    if not isinstance(value, int) or not 0 <= value <= _MAX_HAND:
        return None
    if fact.start > quote.end() and _AFTER_PLAY.search(text[max(0, fact.start - 12) : fact.start]):
        return value, False
    if fact.end <= quote.start() and _WITH_EVENT.match(text[fact.end :]) and value >= 1:
        return value, True
    return None


def event_answered(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    if {f.concept for f in reading.asks()} != {"number"} or _UNPLANNED.search(text):
        return None
    quotes = list(_QUOTE.finditer(text))
    if len(quotes) != 1:
        return None
    quote = quotes[0]
    printed = _TEXT.match(quote.group(1))
    if printed is None or not _ASKED.search(text, quote.end()):
        return None
    inside = range(quote.start(), quote.end())
    outside = [f for f in reading.facts if f.start not in inside]
    if any(f.negated or f.role not in _ROLES for f in outside if f.role not in (Role.NUMBER, Role.STATE)):
        return None
    if any(f.negated or f.concept != "in_hand" for f in outside if f.role is Role.STATE):
        return None  # 「手札から」 is where the EVENT is played from; another state is not planned
    if any(f.role is Role.NUMBER for f in outside):
        return None  # 「山札は十分ある」 is no number (lexicon deck_enough)
    acts = [f for f in outside if f.role is Role.ACTION]
    plays = [f for f in acts if f.concept in ("play", "use") and f.start >= quote.end()]
    if not plays or any(f.concept not in _ACTS for f in acts):
        return None
    if any(f.role is Role.OWNER and f.concept == "opponent" and f.start < plays[0].start for f in outside):
        return None  # the EVENT is the asker's: no opponent named before its play
    if any(f.role is Role.CARD and f.concept not in ("event", "unit") for f in outside):
        return None
    removed, fate = _fate(text[plays[0].end :])
    if not removed:
        return None
    whose = bool(printed.group("whose"))
    if not whose and fate in ("return_to_hand", None):
        return None  # the asker's own UNIT could come back to the asker's hand
    told = _hand(reading, quote)
    if told is None:
        return None
    hand, counts_event = told
    draw = _digit(printed.group("n"))
    verb = next(k for k in _VERBS if k in printed.group("verb"))
    effect = {"effect": _VERBS[verb], "target": {"card": "u"}}
    card = {
        "id": "e",
        "name": "EVENT",
        "kind": "EVENT",
        "ep_cost": 0,
        "effects": [effect, {"effect": "draw", "amount": draw}],
    }
    fillers = hand - 1 if counts_event else hand
    answer = {"effect": fate or "destroy", "target": {"card": "u"}}
    payload: dict[str, Any] = {
        "phase": "deploy",
        "player1": {"hand": [card] + [{"id": f"h{i}", "name": "手札のカード"} for i in range(fillers)]},
        "player2": {"field": [{"id": "u", "name": "対象のUNIT"}]},
        "actions": [{"kind": "play_event", "player": "player1", "card": "e", "response": [answer]}],
    }
    notes = [
        "自分の配備ステップで優先権を持つときにEVENTをプレイしたものとしました(902.4b)。",
        "EVENTのEPコストは書かれていないので0としました(手札の枚数は変わりません)。",
        "山札の枚数は書かれていないので、引く分は十分ある(20枚)としました。",
    ]
    if fate is None:
        notes.append(
            "対象のUNITがどこへ行ったかは書かれていないので軌跡としました(自分の手札は変わりません)。"
        )
    if not whose:
        notes.append("対象のUNITは相手のUNITとしました(手札に戻っていないので自分の手札は変わりません)。")

    def head(sim: SimulationResult) -> str:
        left = len(sim.uids("player1", "hand"))
        return (
            "EVENTの解決時に対象のUNITはもう適正な対象ではないので、それに関する処理は実行されませんが、"
            f"対象に関わらない「カードを{draw}枚引く」は実行されます(1205.1a)。解決後の手札は{left}枚です"
        )

    return BuiltScenario(
        f"{GAME}.plan.event_answered",
        payload,
        story(head, types=("move", "no_effect", "priority"), limit=8, me="player1"),
        tuple(notes),
    )


# 「相手のUNITを1つ対象とし、それをスタンする。」「…を2つ対象とし、それらを…」 (the draw after it optional):
# the targets an EVENT chooses
_TARGETING = re.compile(
    r"^(?P<whose>相手の|自分の)?(?P<stunned>スタン状態の)?(?:UNIT|ユニット)を(?P<n>[1-3１-３])つ対象とし、それ(?:ら)?を"
    r"(?P<verb>スタンする|即死させる|破壊する|(?:持ち主の)?手札に戻す)。?"
    r"(?:その後、あなたはカードを[1-5１-５]枚引く。?)?$"
)
_OWNERS = {"相手の": "opponent", "自分の": "self"}
# the field told in the past or changed after it (「いなかったが」「UNITを出してきた」「登場した」, 1204.2d
# reads the field at the play): the count told is not the field the EVENT is played on
_FIELD_CHANGED = re.compile(r"(?:いな|居な)かった|出(?:し|て|た)|登場|召喚|配備し")
_FIELDS = {"opponent": ("opponent",), "self": ("self",), "any": ("self", "opponent")}
# 「相手の場にスタンしてるUNITがいない」: none of that side's UNITs is stunned (a condition's candidates)
_NO_STUNNED = re.compile(
    r"(?P<whose>相手|自分)の場に(?:は)?\s*スタン(?:状態の|して(?:い)?る|済みの)\s*(?:UNIT|ユニット)(?:が|は)?\s*"
    r"(?:1体も|一体も)?\s*(?:いな|居な|おらず|いません)"
)


def _fields(reading: Reading) -> dict[str, int] | None:
    """Each side's told UNIT count on the field (「相手の場にUNITが1体もいない」, 「お互いの場に…」)."""
    told: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept != "field_count" or not isinstance(f.value, int) or not 0 <= f.value <= 5 or f.negated:
            return None
        sides = ("self", "opponent") if f.owner == "both" else (f.owner,) if f.owner else ()
        if not sides or any(told.get(s, f.value) != f.value for s in sides):
            return None
        told |= dict.fromkeys(sides, f.value)
    return told


def event_no_target(reading: Reading) -> BuiltScenario | None:
    """May the asker play an EVENT 「…を1つ対象とし、」 with the field told: not when its targets cannot all
    be chosen (1204.2d) — 「相手の場にUNITが1体もいない」 — and yes when there are enough."""
    text = reading.text
    if {f.concept for f in reading.asks()} != {"can"} or _UNPLANNED.search(text):
        return None
    if _FIELD_CHANGED.search(text):
        return None  # 「UNITが1体もいなかったが、相手がUNITを出してきた」: the field told is not the one now
    quotes = list(_QUOTE.finditer(text))
    printed = _TARGETING.match(quotes[0].group(1)) if len(quotes) == 1 else None
    if printed is None:
        return None
    quote = quotes[0]
    outside = [f for f in reading.facts if not quote.start() <= f.start < quote.end()]
    # a condition on stunned UNITs: the field told as having none (「スタンしてるUNITがいない」)
    none_stunned = list(_NO_STUNNED.finditer(text)) if printed.group("stunned") else []
    if printed.group("stunned") and len(none_stunned) != 1:
        return None
    said = range(none_stunned[0].start(), none_stunned[0].end()) if none_stunned else range(0)
    outside = [f for f in outside if f.start not in said or f.role not in (Role.STATE, Role.CARD, Role.OWNER)]
    if any(f.negated or f.role not in _ROLES for f in outside):
        return None
    acts = [f for f in outside if f.role is Role.ACTION]
    if not acts or any(f.concept not in ("play", "use") or f.start < quote.end() for f in acts):
        return None
    if any(f.role is Role.CARD and f.concept not in ("event", "unit") for f in outside):
        return None
    if any(f.role is Role.QUANTITY and f.concept != "field_count" for f in outside):
        return None
    owner = _OWNERS.get(printed.group("whose") or "", "any")
    told = _fields(reading)
    if none_stunned and told == {}:
        told = {"opponent" if none_stunned[0].group("whose") == "相手" else "self": 0}
    if told is None or set(told) != set(_FIELDS[owner]):
        return None  # the field the targets are chosen from must be told, and no other
    count = _digit(printed.group("n").translate(str.maketrans("一二三", "123")))
    verb = next(k for k in _VERBS if k in printed.group("verb"))
    seats = {"self": "player1", "opponent": "player2"}
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for side, n in told.items():
        players[seats[side]]["field"] = [{"id": f"{side[0]}{i}", "name": "UNIT"} for i in range(1, n + 1)]
    card: dict[str, Any] = {
        "id": "e",
        "name": "EVENT",
        "kind": "EVENT",
        "ep_cost": 0,
        "choose": [{"owner": owner, "count": count, "effect": _VERBS[verb]}],
    }
    if printed.group("stunned"):  # 「相手のスタン状態のUNITを…」: only stunned UNITs are candidates
        card["choose"][0]["stunned"] = True
    players["player1"]["hand"] = [card]
    payload: dict[str, Any] = {
        "phase": "deploy",
        **players,
        "actions": [{"kind": "play_event", "player": "player1", "card": "e"}],
    }
    notes = (
        "自分の配備ステップで優先権を持つときにEVENTをプレイするものとしました(902.4b)。",
        "EVENTのEPコストは書かれていないので0としました(払えるものとしています)。",
    )

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return "プレイ時に適正な対象をすべて選択できないので、このEVENTはプレイできません(1204.2d)"
        return "適正な対象を選択できるので、このEVENTはプレイできます(1204.2d)"

    return BuiltScenario(
        f"{GAME}.plan.event_no_target",
        payload,
        story(head, types=("rejected", "move"), limit=3, me="player1"),
        notes,
    )

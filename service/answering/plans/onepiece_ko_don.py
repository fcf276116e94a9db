"""The DON!! given to a character that an effect KO'd, planned from the reading (6-5-5-4, 10-2-1-2):
「ドン!!が2枚付いた自分のキャラが相手の効果でKOされた。アクティブのドン!!は何枚?」「…コスト2のキャラを
出せる?」 (not 「ドン!!はどうなる?」: a what-happens verdict is the game's, it tells no DON!!).

The asker's one character told with its given DON!! is KO'd by an effect (the effect itself is not
run, only its KO); its DON!! go to the cost area rested (6-5-5-4), so they pay no cost (2-7-2). The
active DON!! must be told. A battle, a turn other than the asker's or another described card gets no
scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_attacking import attacks
from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_don import _unowned
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_PLAYABLE = ("character", "event", "stage")
_ALLOWED = frozenset({"destroy", "attach_don", "play", "use"})


def ko_given_don(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    told_attacks = attacks(reading)
    if kind not in ("number", "can") or len(told_attacks) > 1:
        return None  # 「ドン!!はどうなる?」: the what-happens verdict (the game goes on) tells no DON!!
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    kos = [f for f in acts if f.concept == "destroy"]
    allowed = _ALLOWED | ({"attack"} if told_attacks else set())
    if len(kos) != 1 or any(f.concept not in allowed for f in acts) or reading.of(Role.STATE):
        return None
    if told_attacks and not told_attacks[0].end <= kos[0].start:
        return None  # the KO told before the attack: not the attacker KO'd in its battle
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)) or reading.of(Role.NUMBER):
        return None
    if any(k.concept.strip("【】") not in ("カウンター", "メイン") for k in reading.of(Role.KEYWORD)):
        return None
    boxes = cards(reading)
    _bind_given(reading, boxes, acts)
    given = [b for b in boxes if b.kind == "character" and b.stats.get("don") and b.first() < kos[0].start]
    if len(given) != 1 or given[0].owner not in (ASKER, None) or set(given[0].stats) - {"don", "power"}:
        return None
    ko_card = given[0]
    played = _played(reading, boxes, ko_card, kind, acts)
    if played is False:
        return None
    # 「相手(キャラ)のアタックでKOされた」: the opponent's attack told only as the KO's means — 6-5-5-4 rests
    # the DON!! of a card moved to another area however it left, so the run KOs it (10-2-1-2) alone, the
    # attacker (a bare 「相手キャラ」) no part of it (audit 27a)
    by_attack = bool(told_attacks) and _KO_BY_ATTACK.match(reading.text, told_attacks[0].end) is not None
    if by_attack and (attacking_side(reading) != OTHER or ko_card.owner != ASKER or kind != "number"):
        return None
    attacker = [b for b in boxes if by_attack and b.owner == OTHER and b.kind == "character" and not b.stats]
    if any(b not in (ko_card, played, *attacker[:1]) and not _source(b) for b in boxes):
        return None  # another card whose part is not read
    if by_attack:
        told_attacks = []
    if told_attacks and (
        attacking_side(reading) != ASKER or not _attacked_by(reading, ko_card, told_attacks[0])
    ):
        return None  # an attack that is not the KO'd character's own, in the asker's turn
    held = quantities(reading)
    if held is None:
        held = _unowned(reading)  # DON!! said with no owner are the asker's, whose character it was
    if held is None or held[OTHER] or set(held[ASKER]) - {"don_active", "don_rested"}:
        return None
    mine = held[ASKER]
    notes: list[str] = [
        "KOしたアタック(バトル)そのものは実行せず、KO(10-2-1-2)だけを行っています。どの方法でKOされても、"
        "付与されていたドン!!はすべてレストでコストエリアに置かれます(6-5-5-4)。"
        if by_attack
        else "KOした効果そのものは実行せず、KO(10-2-1-2)だけを行っています。"
    ]
    if "don_active" not in mine:
        return None  # the count the answer turns on is not told
    if kind == "number" and not any(a.concept == "about:don_active" for a in reading.asks()):
        return None  # 「アクティブのドン!!は何枚?」 only: the headline's first count
    if kind == "number" and _THEIRS_ASKED.search(reading.text):
        return None  # 「相手のアクティブのドン!!は何枚?」: the asker's count is told (onepiece audit 12b)
    character: dict[str, Any] = {"id": "ko", "name": "KOされたキャラ", "don": ko_card.stats["don"]}
    if "power" in ko_card.stats:
        character["power"] = ko_card.stats["power"]
    player: dict[str, Any] = {
        "characters": [character],
        "don_active": min(mine["don_active"], 10),
        "don_rested": min(mine.get("don_rested", 0), 10),
    }
    sources = [b for b in boxes if _source(b)]
    seat = seats(OTHER if (sources and not told_attacks) or by_attack else ASKER)  # the attacker's turn
    ko: dict[str, Any] = {"effect": "destroy", "target": {"card": "ko"}}
    actions: list[dict[str, Any]] = [{"type": "effect", **ko, "controller": seat[OTHER]}]
    opponent: dict[str, Any] = {}
    if by_attack:
        # the opponent's character attacks the asker's rested one (7-1-1-2) and wins the battle (7-1-4-1-2):
        # the powers are not told, only that it was KO'd — any powers that KO it give the same DON!!
        character["rested"] = True
        power = int(ko_card.stats.get("power", 5000))
        character["power"] = power
        opponent["characters"] = [
            {"id": "attacker", "name": "アタックした相手のキャラ", "power": power + 1000}
        ]
        actions = [{"type": "attack", "attacker": "attacker", "target": "ko"}]
        notes.append(
            "パワーは書かれていないので、相手のキャラ(パワー"
            f"{power + 1000})がレスト状態の自分のキャラ(パワー{power}、"
            "アタックされるのはレストのキャラ: 7-1-1-2)に"
            "アタックしてバトルに勝ち、KOしたとしています(ブロック・カウンターなし)。"
        )
    countered = [b for b in sources if "カウンター" in b.keywords]
    if told_attacks:
        # 「ドン!!を3枚付けてアタックさせたキャラが、相手の【カウンター】イベントでKOされた」: the KO'd card
        # is the attacker, KO'd in the opponent's counter step (7-1-3-2, the event's effect run there); it
        # left its area, so the battle ends (7-1-3-2-3) and the main phase goes on (7-1-5-5)
        if len(sources) != 1 or sources != countered:
            return None  # a KO in the battle by what the question does not tell as a 【カウンター】 event
        opponent["hand"] = [
            {"id": "event", "name": "相手の【カウンター】イベント", "kind": "event", "cost": 0}
            | {"keywords": ["カウンター"]}
        ]
        attack = {
            "type": "attack",
            "attacker": "ko",
            "target": "leader",
            "counters": [{"card": "event"}],
            "on_counter": [ko | {"controller": seat[OTHER]}],
        }
        actions = [attack]
        notes.append(
            "アタックしたキャラは相手のリーダーにアタックし、相手はカウンター・ステップで【カウンター】イベントを"
            "コスト0で発動して、その効果のKOをそのステップで解決したとしています(ほかの効果は実行していません)。"
        )
        sources = []
    if sources:
        # 「相手のイベントでKOされた」: the opponent's event played in its main phase (8-4-2), its KO run
        if len(sources) > 1 or "カウンター" in sources[0].keywords or played is not None:
            return None  # a 【カウンター】 event is played in a battle; a play after it is the asker's turn
        opponent["hand"] = [
            {"id": "event", "name": "相手のイベント", "kind": "event", "cost": 0, "keywords": ["メイン"]}
            | {"effects": [{"timing": "now", **ko}]}
        ]
        actions = [{"type": "play", "card": "event"}]
        notes.append("相手のイベントは、相手のメインフェイズにコスト0で発動したとしています。")
    told: Callable[[SimulationResult], str] = _head(ko_card.stats["don"])
    if isinstance(played, Box):
        # the asker's attack says its own turn (7-1: only the turn player attacks)
        own_turn = bool(told_attacks) or any(
            f.concept == "self_turn" and not f.negated for f in reading.of(Role.TURN)
        )
        if not own_turn and played.stats["cost"] <= player["don_active"]:
            # 「…が相手の効果でKOされた。アクティブのドン!!が3枚。コスト3のキャラを出せる?」: paid by the
            # active DON!!, the play is allowed only in the asker's own main phase — an opponent's KO is
            # most often in the opponent's turn, and the turn is not told (audit 11b had stated 'yes');
            # too few active DON!! say 'no' in either turn (2-7-2)
            return None
        card: dict[str, Any] = {"id": "played", "name": "出すカード", "kind": played.kind}
        card["cost"] = played.stats["cost"]
        if played.kind == "event":
            card["keywords"] = ["メイン"]
            notes.append("イベントは、メインフェイズに発動できる【メイン】のイベントとして扱っています。")
        player["hand"] = [card]
        actions.append({"type": "play", "card": "played"})
        told = can_head("出すことは")
    payload = {seat[ASKER]: player, seat[OTHER]: opponent, "actions": actions}
    # a battle told: its compare and win come first, the DON!! rested (6-5-5-4) after the KO
    limit = 5 if by_attack else 3
    return BuiltScenario(f"{GAME}.plan.ko_given_don", payload, tell(told, limit=limit), tuple(notes))


# 「相手のアタックでKOされた」「相手キャラのアタックでKO」: the attack said as the KO's means
_KO_BY_ATTACK = re.compile(r"\s*(?:で|によって|により)\s*(?:バトルに負けて\s*)?KO")


# 「相手のアクティブのドン!!は何枚?」「向こうのドン!!って何枚?」: the other player's DON!! asked
_THEIRS_ASKED = re.compile(
    r"(?:相手|向こう|あっち|友達)\s*の\s*(?:(?:アクティブ|レスト)\s*の\s*)?ドン!!\s*(?:は|って|が)?\s*"
    r"(?:何|なん)\s*枚"
)


# 「アタックさせた自分のキャラ」「キャラにドン!!3枚付けてアタックしたら…そのキャラがKO」: the KO'd card is the
# attacker — named right before the attack, or after it as 「その/アタックした」 card
_ATTACKER_AFTER = re.compile(r"(?:し|させ)?\s*た\s*(?:自分の\s*)?$")


def _attacked_by(reading: Reading, card: Box, attack: Fact) -> bool:
    """Whether `card` is the attack's attacker: the card told with its DON!! before the attack, the
    attack's subject (no other card named between them), or named by the attack (「アタックさせたキャラ」)."""
    text = reading.text
    if card.first() < attack.start:
        between = text[card.noun.end : attack.start] if card.noun.end <= attack.start else ""
        return not re.search(r"[。??!!]", between)
    return bool(_ATTACKER_AFTER.search(text, attack.end, card.noun.start))


# 「ドン!!を3枚付けてアタックさせた自分のキャラ」: the DON!! given, told before the card they were given to
_GIVEN_TO = re.compile(
    # 「付与してた」「付けてた」「付与した」: the verb's tense said on the way (audit 27a)
    r"\s*(?:し)?\s*(?:て|で)?\s*(?:(?:い)?た|(?:い)?る)?\s*(?:、)?\s*(?:アタック\s*(?:させ|し)\s*(?:た|て(?:い)?る))?\s*(?:自分の|俺の|こっちの)?\s*$"
)


def _bind_given(reading: Reading, boxes: list[Box], acts: list[Fact]) -> None:
    """Bind a DON!! count said before its attach verb (「ドン!!を3枚付けて…キャラ」) to the one card named
    right after that verb's clause, when no card holds a DON!! count yet."""
    if any("don" in b.stats for b in boxes):
        return
    counts = [f for f in reading.of(Role.STAT) if f.concept == "don" and isinstance(f.value, int)]
    attach = [f for f in acts if f.concept == "attach_don"]
    if len(counts) != 1 or len(attach) != 1 or not 0 <= attach[0].start - counts[0].end <= 1:
        return
    after = [b for b in boxes if b.kind == "character" and b.noun.start >= attach[0].end]
    if after and _GIVEN_TO.fullmatch(reading.text, attach[0].end, after[0].noun.start):
        after[0].stats["don"] = int(str(counts[0].value))


def _source(box: Box) -> bool:
    """「相手のイベントで」「相手の【カウンター】イベントで」: the KO's source, told by kind only."""
    return box.kind == "event" and box.owner == OTHER and not box.stats and not box.states


def _played(
    reading: Reading, boxes: list[Box], ko_card: Box, kind: str, acts: list[Fact]
) -> Box | bool | None:
    """The card a can ask plays after the KO (its cost told), None when nothing is played, False
    when the question is not read (a play not asked, or several). `acts`: the told actions."""
    verb = asked_action(reading)
    plays = [f for f in acts if f.concept in ("play", "use")]
    if kind != "can":
        return None if not plays else False
    if verb is None or verb.concept != "play" or len(plays) != 1:
        return False
    costed = [b for b in boxes if b is not ko_card and "cost" in b.stats and b.kind in _PLAYABLE]
    if len(costed) != 1 or costed[0].owner not in (ASKER, None) or set(costed[0].stats) != {"cost"}:
        return False
    return costed[0]


def _head(given: int) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        me = next(p for p in ("player1", "player2") if sim.zone(p, "cost") or p == "player2")
        cost = sim.zone(me, "cost")
        active = sum(1 for c in cost if not c["flags"].get("rested"))
        return (
            f"KO後のアクティブのドン!!は{active}枚です。レストのドン!!は{len(cost) - active}枚になります"
            f"(付与されていたドン!!{given}枚はレストでコストエリアに置かれます)"
        )

    return head

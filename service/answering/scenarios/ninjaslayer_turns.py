"""ニンジャスレイヤーTCG situations that run through the turn: the スタートフェイズ (502: アンタイ・オジギ,
draw, エテル・ステップ), entering a character with エテル (1204.2g-1, 1312, 1404) — also after a card
is put into the エテル・ゾーン or after the next turn's アンタイ・オジギ・ステップ. (アイサツ in the next
turn: `plans/ninjaslayer_again.py`; damage on a character across a turn's end, 505.3a:
`character_damage`.)
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios.common import asks, number
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
Built = BuiltScenario | Unsupported | None
_PLAY = r"出せ|出し|出す|エントリー|プレイ|場に"
# a remainder asked in the asking sentence (「エテルは何枚残る?」「残りのエテルは何枚?」)
_LEFT_ASKED = re.compile(
    r"[^。！?？]*残[^。！?？]*[?？]"
    # 「縦向きのエテルは何枚?」「使えるエテルは?」: the upright エテル after the entries, not the paid count
    # (a sequence of entries had stated the 3 paid for the 1 left)
    r"|(?<![^。！?？])(?:(?!使う|使っ|必要|払|オジギ)[^。！?？])*(?:縦|アンタイ|使える|起きて|立って)"
    r"(?:(?!使う|使っ|必要|払|オジギ)[^。！?？])*エテル(?:(?!使う|使っ|必要|払|オジギ)[^。！?？])*[?？]"
)
_DRAWISH = r"ドロー|引[けくきいこ]|手札|初手"
# 「エテル・ステップに手札から1枚置いたら」: a card put into the エテル・ゾーン this turn (502.4a)
_PLACED = re.compile(
    r"(?:手札から|手札を)[^。?]{0,12}?エテル(?!が|は|の[0-9])|エテル・ステップ(?:で|に)[^。?]{0,16}?(?:置|足|追加)"
    r"|エテル(?:・ゾーン)?に(?:もう)?\s*1?\s*枚?\s*(?:置い|置く|置け|置き|足|追加)(?!てある|てる|ていた)"
)
# the entry happens in a later turn of the asker, after its アンタイ・オジギ・ステップ (502.2a)
_NEXT_TURN = r"次の(?:自分の)?ターン|前のターン|前のターン|翌ターン|ターンが(?:来|回|始ま)|次ターン"


# 「相手のターンだけど」「イクサフェイズ中」「さっきアイサツするのに」: a moment told where no character is
# entered from the hand (602.1/1206.1: the asker's キャラクターフェイズ only) — the run enters it in
# the キャラクターフェイズ, so such a question is not its (audit13: 「…出せる? 相手のターンだけど。」 had
# stated yes)
_NOT_CHARACTER_PHASE = re.compile(
    r"(?:相手|向こう)\s*の\s*(?:ターン|番)|イクサ\s*[・･]?\s*フェ[イー]ズ|エンド\s*[・･]?\s*フェ[イー]ズ"
    r"|アイサツ\s*(?:する|した)?\s*(?:のに|ために|際に|時に|とき|後|あと)"
)
# 「コスト2カット」「コストが2安くなったら」「コスト1軽減」: a コスト change (1204.2g-5/6), told or asked as a
# branch — this builder pays the printed コスト only (the plans run a told change)
_COST_CHANGED = re.compile(
    r"コスト\s*(?:が|を|は)?\s*[0-9０-９]+\s*(?:点|つ)?\s*(?:カット|軽減|減|下が|下げ|安く|軽く|少な|増|上が|上げ|高く|重く|多く)"
    r"|コスト(?:を|が)?\s*(?:軽減|カット)"
)
# 「2枚エテルに置いて」: more than the one card the エテル・ステップ puts (502.4a) — not this builder's
# one placement, and its N is no エテル count (the plans answer whether N can be put)
_MANY_PLACED = re.compile(
    r"(?<![0-9])(?:[2-9]|[1-9][0-9])\s*枚\s*(?:を)?\s*(?:エテル(?:・ゾーン)?に)?\s*"
    r"(?:まとめて|同時に|一度に|いっぺんに|一気に)?\s*(?:エテル(?:・ゾーン)?に)?\s*(?:置|足|追加)"
)


def placed_in_etel(facts: Facts) -> bool:
    return bool(_PLACED.search(facts.text))


# ----- the start of a turn (502) -----------------------------------------------------------------
# 「ドロー・ステップで2枚引いたら、山札がちょうど0枚になった」: a デッキ count said as what a draw made it
_DECK_AFTER_DRAW = re.compile(
    r"(?:引|ドロー)[^。?？]{0,20}?(?:山札|デッキ)[^。?？]{0,10}?[0-9０-９]+\s*枚\s*(?:に|と)\s*(?:なっ|なり|なる|減っ)"
)


# 「ゲームの最初のターン」「ゲーム開始直後の最初のターン」: the game's turn 1 (403.4), whoever plays first
# 「今は相手のターン」「相手のターンです。」: the opponent's turn now (「相手のターン中に増減なし」: history)
_THEIR_TURN_NOW = re.compile(
    r"(?:今|いま)\s*は?\s*相手|相手(?:側)?の?\s*(?:ターン|番)\s*(?:です|だ|中です|[。、]|$)"
)
# 「俺の最初のターンのドロー・ステップ」: the first turn asked is the asker's, whatever other turn the
# question tells before it (「相手のターン中に手札の出入りはなかった」 had made the drawer 相手, blind BA
# ninjaslayer-ba-22: the right count said of the wrong player)
_MY_FIRST = re.compile(r"(?:俺|自分|私|僕|こっち|こちら)\s*(?:の|は)\s*(?:最初|1\s*ターン目|初)")
_GAME_FIRST = re.compile(
    r"ゲーム(?:全体)?の\s*(?:最初|1\s*ターン目|一番最初)|ゲーム開始(?:直後)?の\s*(?:最初の)?\s*ターン"
)


def build_turn_start(facts: Facts) -> Built:
    if facts.attack or not asks(facts, _DRAWISH):
        return None
    if asks(facts, r"何枚") and not asks(facts, r"手札|初手|デッキ|山札"):
        return None  # 「ドローは何枚?」: the draw step's count (plans/ninjaslayer_draw_step.py) — the
        # sentence below leads with the hand, which the verdict had taken for the answer
    starting = asks(
        facts, r"ターンが(?:始ま|来|回)|ターン(?:の)?(?:開始|はじめ)|ドロー・?ステップ|スタートフェイズ"
    )
    decks = R.deck_counts(facts)
    later = number(facts, "turn_number")
    if not facts.first_turn and not (starting and decks) and not (later and later > 1):
        return None
    if _DECK_AFTER_DRAW.search(facts.text):
        # 「2枚引いたら山札が1枚になった」: the デッキ after the draw, not the one the turn starts with
        # (it had been run as the start: a deck-out stated for a deck of 1 left) — plans' their_draw_step
        return Unsupported(
            "デッキの枚数がドローの後の枚数として書かれているため、ドロー前の枚数として扱えません。"
        )
    if not facts.first_turn and re.search(r"初手|初期手札", facts.text):
        return None  # 「先攻の2ターン目、初手4枚」: the opening hand (403.2), not this later turn's hand
    if facts.first_turn and facts.turn_order is None and "先攻" in facts.text and "後攻" in facts.text:
        # 「先攻の1ターン目…後攻の最初のターン」 with neither said of the asker: whose first turn (502.3a)
        return Unsupported("先攻・後攻のどちらが自分か書かれていないため、どの最初のターンか決められません。")
    if facts.first_turn and facts.turn_order is None and not _GAME_FIRST.search(facts.text):
        # 「自分の最初のターン」 with no 先攻/後攻: the first player's draws 1, the second's 2 (502.3a,
        # 403.4) — it had been run as the game's first turn (r14 audit: 5 stated of an untold order)
        return Unsupported("先攻・後攻が書かれていないため、最初のターンのドロー枚数を決められません。")
    mine = facts.first_turn and _MY_FIRST.search(facts.text) is not None
    sides = R.sides(facts, turn_of="self" if mine else None)
    if (
        facts.first_turn
        and sides.me != R.PLAYER1
        and _THEIR_TURN_NOW.search(facts.text)
        and not re.search(r"相手(?:側)?\s*(?:の|は|が)\s*(?:手札|デッキ|山札)", facts.text)
    ):
        # 「先攻1ターン目、今は相手のターン。手札は何枚?」: the opponent's first turn, a count asked of no
        # one — the turn player's hand (5) had been stated, the asker's is the 4 of 403.2
        return Unsupported("相手のターンで、どちらのプレイヤーの枚数を問われているか書かれていません。")
    deck = decks.get("self" if sides.me == R.PLAYER1 else "opponent", decks.get("unsaid"))
    # only the game's very first turn draws 1 (502.3a); 「先攻の2ターン目」 is some later turn
    turn = (2 if facts.turn_order == "second" else 1) if facts.first_turn else max(later or 3, 2)
    hand = R.player_number(facts, "hand", "self" if sides.me == R.PLAYER1 else "opponent")
    # the hand is known on the first turns (403.2: four cards to start) or when the question says it
    hand_known = hand is not None or facts.first_turn
    p1: dict[str, Any] = {"hand": 4 if hand is None else hand}
    if deck is not None:
        p1["deck"] = deck
    payload: dict[str, Any] = {"turn": turn, "phase": "start", "player1": p1}
    placing = placed_in_etel(facts)
    if placing:
        payload["choices"] = {"etel": "first"}
    cost = R.card_cost(facts.text) if asks(facts, _PLAY) else None
    if cost is not None and R.etel(facts) is None and not (placing and cost <= 1):
        # 「ドローしたあとコスト1のキャラを出した」 with no エテル told: the entry (its payment, 1204.2g-1)
        # cannot be run — it had been refused for want of エテル and the hand counted without it
        return None
    if cost is not None and p1["hand"]:  # 「…エテルに1枚置いて、コスト1のキャラを出したら手札は何枚?」
        fillers: list[dict[str, Any]] = [{"id": f"h{i}"} for i in range(1, p1["hand"])]
        p1["hand"] = [*fillers, {"id": "c", "name": "エントリーするキャラクター", "cost": cost}]
        etel = R.etel(facts)
        if etel is not None and not (placing and etel.upright + etel.bowed == 1):
            p1.update(etel=etel.upright, etel_bowed=etel.bowed)  # 「エテルに1枚置いて」 is not the zone
        payload["actions"] = [{"kind": "enter", "card": "c"}]

    def head(sim: SimulationResult) -> str:
        drawn = sum(1 for e in sim.events if e.type == "move" and "502.3a" in e.rules)
        put = sum(1 for e in sim.events if e.type == "move" and "502.4a" in e.rules)
        entered = sum(1 for e in sim.events if e.type == "entry")
        because = "ゲームの最初のターンなので、" if turn == 1 else ""
        if facts.first_turn and turn == 2:
            because = "後攻の最初のターンはゲームの最初のターンではないので、"
        if deck is not None and deck < (1 if turn == 1 else 2):
            because = f"デッキが{deck}枚しかないので、"
        hand_now = len(R.cards_in(sim, R.PLAYER1, "hand"))
        said = f"{because}{sides.name(R.PLAYER1)}はカードを{drawn}枚ドローし"
        if hand_known:
            said += f"、手札は{hand_now + put + entered}枚になります"
        else:
            said += "ます"
        if put and hand_known:
            said += (
                f"。エテル・ステップで手札を{put}枚エテル・ゾーンに置くと、手札は{hand_now + entered}枚です"
            )
        if cost is not None and entered and hand_known:
            said += f"。コスト{cost}のキャラクターをエントリーすると、手札は{hand_now}枚です"
        elif cost is not None and not entered:
            why = R.refusal(sim)
            said += f"。コスト{cost}のキャラクターは、支払えるエテルが足りないのでエントリーできません({why})"
        over = R.result(sim, sides)
        if deck is not None and not over:
            left = len(R.cards_in(sim, R.PLAYER1, "deck"))
            said += f"。デッキは残り{left}枚で、0枚ではないのでまだ敗北しません(1002.2)"
        return f"{said}。{over}" if over else said

    situation = "first_turn" if facts.first_turn else "turn_start"
    return BuiltScenario(
        f"{GAME}.{situation}", payload, R.tell(head, sides, ("move", "draw_short", "game_over"), 4)
    )


# ----- entering a character (602, 1204.2g-1, 1312, 1404) -----------------------------------------
def build_entry(facts: Facts) -> Built:
    # 「タツジン1でコスト2のキャラ、エテル3枚でタツジンも払える?」 asks about entering too
    if not asks(facts, _PLAY) and not asks(facts, r"タツジン[^。?]{0,16}?(?:払え|支払え|払う|払っ)"):
        return None
    cost, etel = R.card_cost(facts.text), R.etel(facts)
    if cost is None or etel is None or _MANY_PLACED.search(facts.text) or R.ON_SPACE.search(facts.text):
        return None  # R.ON_SPACE: the run's コトダマ空間 is empty (1206.1)
    if _COST_CHANGED.search(facts.text) or _NOT_CHARACTER_PHASE.search(facts.text):
        return None
    if _LEFT_ASKED.search(facts.text):
        return None  # 「出したら残りの縦のエテルは何枚?」: the count asked is not the one paid (1312.1)
    paid, extra = R.tatsujin(facts.text)
    spec: dict[str, Any] = {"id": "c", "name": "エントリーするキャラクター", "cost": cost}
    if paid:
        if extra is None:
            return Unsupported(
                "タツジン・コストの値が書かれていないため、支払うエテルの枚数を決められません。"
            )
        spec.update(keywords=["タツジン"], tatsujin=extra)
    total = cost + (extra or 0 if paid else 0)
    placing = placed_in_etel(facts)
    untapping = etel.bowed > 0 and asks(facts, _NEXT_TURN)
    player1: dict[str, Any] = {"etel": etel.upright, "etel_bowed": etel.bowed, "hand": [spec]}
    actions: list[dict[str, Any]] = [{"kind": "enter", "card": "c", "tatsujin": paid}]
    payload: dict[str, Any] = {"player1": player1, "actions": actions}
    if placing:  # the エテル・ステップ comes first: one hand card into the エテル・ゾーン (502.4a)
        player1["hand"] = [spec, {"id": "e", "name": "エテル・ゾーンに置くカード"}]
        actions.insert(0, {"kind": "etel", "card": "e"})
        payload["phase"] = "etel"
    elif untapping:  # the next turn's アンタイ・オジギ・ステップ raises the bowed エテル (502.2a)
        payload.update(phase="start", turn=3)
    what = f"コスト{cost}とタツジン・コスト{extra}" if paid else f"コスト{cost}"
    ready = etel.upright + (1 if placing else 0) + (etel.bowed if untapping and not placing else 0)
    if total > ready and not paid and asks(facts, r"何\s*枚"):
        return None  # 「何枚オジギする?」 of a card the エテル cannot pay: no count answers it (1204.2i)
    # paying the タツジン・コスト is a choice (1404.2): when it is too much, the card alone is tried too
    fallback = paid and total > ready >= cost
    if fallback:
        actions.append({"kind": "enter", "card": "c", "tatsujin": False})
    later = _more_entries(facts, cost) if not paid else []
    for i, more in enumerate(later, start=2):  # 「コスト2のキャラ出したあと、もう1体コスト1」「2体続けて」
        player1["hand"].insert(i - 1, {"id": f"c{i}", "name": f"{i}体目のキャラクター", "cost": more})
        actions.append({"kind": "enter", "card": f"c{i}"})

    def head(sim: SimulationResult) -> str:
        if later:
            return _entries(sim, [cost, *later], ready)
        lead = ""
        if placing:
            lead = (
                "エテル・ステップで手札から1枚置いて"
                f"エテル・ゾーンのアンタイ・オジギ状態のカードは{ready}枚になり、"
            )
        elif untapping:
            lead = (
                f"アンタイ・オジギ・ステップでエテル・ゾーンのカードはすべてアンタイ・オジギ状態になり(502.2a)、"
                f"使えるエテルは{ready}枚です。"
            )
        if fallback:
            return (
                f"タツジン・コストまで支払って出すことはできません。{lead}{what}を支払うにはエテル・ゾーンの"
                f"アンタイ・オジギ状態のカードが{total}枚必要ですが、{ready}枚しかありません。タツジン・コストの"
                f"支払いは任意なので(1404.2)、支払わなければコスト{cost}だけで出せます"
                f"(アンタイ・オジギ状態のエテルは残り{ready - cost}枚)"
            )
        if R.refusal(sim):
            return (
                f"出せません。{lead}{what}を支払うにはエテル・ゾーンのアンタイ・オジギ状態のカードが{total}枚"
                f"必要ですが、{ready}枚しかありません"
            )
        left = ready - total
        return (
            f"出せます。{lead}エテル・ゾーンのアンタイ・オジギ状態のカード{total}枚をオジギして{what}を支払い、"
            f"キャラクターは場に出ます(アンタイ・オジギ状態のエテルは残り{left}枚)"
        )

    sides = R.sides(facts)
    types = ("rejected", "declare", "entry", "move", "set_state")
    return BuiltScenario(f"{GAME}.cost", payload, R.tell(head, sides, types, 3))


def _more_entries(facts: Facts, first: int) -> list[int]:
    """Costs of the characters entered after the first: 「もう1体コスト1」, or 「コスト2のキャラを2体」."""
    costs = re.findall(r"(?<!タツジン・)(?<!タツジン)コスト(?:が|は)?\s*([0-9]+)", facts.text)
    more = (
        r"もう\s*1?\s*(?:体|枚|人)|(?:2|二)体目|続けて|その後|そのあと|あとに|後に|両方|どちらも|2体とも|全部"
    )
    joined = re.search(
        r"コスト\s*[0-9]+\s*(?:と|も|、)\s*コスト\s*[0-9]+", facts.text
    )  # 「コスト3とコスト2のキャラ」
    if len(costs) >= 2 and (asks(facts, more) or joined):
        return [int(c) for c in costs[1:4]]
    card = next((m for m in facts.mentions if m.stats.get("cost") == first), None)
    n = R.copies(facts, card) if card is not None else 1
    return [first] * (n - 1)


def _entries(sim: SimulationResult, costs: list[int], ready: int) -> str:
    refused = [e for e in sim.events if e.type == "rejected"]
    n = len(costs)
    if not refused:
        left = ready - sum(costs)
        each = "と".join(f"コスト{c}" for c in costs) if len(set(costs)) > 1 else f"コスト{costs[0]}の{n}体"
        return (
            f"{n}体とも出せます。{each}で、合わせて{sum(costs)}枚のエテルをオジギして支払います"
            f"(アンタイ・オジギ状態のエテルは残り{left}枚。1204.2g-1、1312.1)"
        )
    uid = refused[0].data.get("action", {}).get("card")
    k = 1 if uid == "c" else int(str(uid)[1:]) if str(uid)[1:].isdigit() else n
    if k == 1:
        return (
            f"1体目から出せません。コスト{costs[0]}に必要なアンタイ・オジギ状態のエテルが"
            f"{ready}枚しかありません(1204.2g-1、1312.1)"
        )
    spent = sum(costs[: k - 1])
    done = "1体目は" if k == 2 else f"{k - 1}体目までは"
    paid = f"1体目のコスト{costs[0]}で" if k == 2 else f"{k - 1}体目までにエテルを{spent}枚使い、"
    return (
        f"{done}出せますが、{k}体目は出せません。{paid}アンタイ・オジギ状態のエテルは残り"
        f"{max(ready - spent, 0)}枚になるので、{k}体目のコスト{costs[k - 1]}を支払えません(1204.2g-1、1312.1)"
    )

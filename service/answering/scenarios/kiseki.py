"""軌跡 TCG situations: attacks (`kiseki_attack`, told by `kiseki_verdict`), effects in play
(`kiseki_effects`), CP costs (`kiseki_costs`), and here what the engine does not model. The 回復フェイズ
(絆 judgement, stunned UNITs), EP payments, BASE plays, draws, empty decks, stuns by effects and
スクラムサポート asked on its own are planned from the reading (`plans/kiseki*.py`).

The asker is ``player1`` unless the question is set in the opponent's turn, where the opponent must be
the イニシアチブプレイヤー (``player1``); the summaries always speak from the asker's side. A stat the
result depends on but the question leaves out is either given a documented default that is named in
the notes, or the situation is declined with the reason.
"""

from __future__ import annotations

import re

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.kiseki_attack import attack
from service.answering.scenarios.kiseki_costs import cp_payment
from service.answering.scenarios.kiseki_verdict import result_asked
from service.engine.scenario import simulate

GAME = "kiseki"


# ----- what the engine does not model ---------------------------------------------------------
_NOT_MODELLED = (
    (r"アーツ", "アーツ能力"),
    (r"起動クラフト|誘発クラフト|常時クラフト", "カード固有のクラフト"),
    (r"ITEM|アイテム", "ITEM カード"),
    (r"計画", "計画"),
    (r"リンク", "組織のリンク"),
    (r"即死|破壊", "即死・破壊の効果"),
)


def not_modelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not re.search(r"[0-9]|したら|すると|どうなる", facts.text):
        return None
    if (
        re.search(r"って(?:なに|何|どういう)|とは|どんな(?:効果|処理|能力)", facts.text)
        and not facts.mentions
    ):
        return None  # 「「計画3」ってどういう処理?」 asks what the term means: nothing to simulate
    for pattern, what in _NOT_MODELLED:
        if re.search(pattern, facts.text):
            return Unsupported(
                f"{what}はエンジンが扱っていない(バニラのカードのみ)ため、シミュレーションしていません。"
            )
    return None


# anything said of the UNIT, the field or the moment beyond the UNIT and the attack itself
_TOLD_MORE = re.compile(
    r"場|状態|スタン|レディ|アクト|ターン|フェイズ|ステップ|【|組織|スクラム|サポート|[0-9０-９]"
)
_CAN = re.compile(r"でき|可能|(?:殴|攻撃)れ|[てで]も?(?:いい|良い|大丈夫|OK)")


def untold_attacker(facts: Facts) -> BuiltScenario | Unsupported | None:
    """「このUNITで攻撃できる?」: whether a UNIT may attack when the question tells nothing of it — not
    whether it is ready (803.3a-1), whether an effect forbids it (803.3a-2), whose 戦闘サブステップ it is
    (803.3) nor the opponent's field (803.5b) — hangs wholly on what is untold; the builders' default
    (a ready UNIT in the asker's substep, no opposing UNIT) had stated 'yes'."""
    if not facts.attack or not _CAN.search(facts.text) or _TOLD_MORE.search(facts.text):
        return None
    if facts.numbers or any(facts.players.values()) or facts.keywords:
        return None
    if any(m.side == "opponent" or m.stats or m.states or m.keywords for m in facts.mentions):
        return None
    return Unsupported(
        "そのUNITがレディ状態か(803.3a-1)、攻撃が禁止されていないか(803.3a-2)、今が誰の戦闘サブステップか"
        "(803.3)、相手の場に攻撃対象に選べるUNITがいるか(803.5)が書かれていないため、シミュレーションしていません。"
    )


def told_attack(facts: Facts) -> BuiltScenario | Unsupported | None:
    """`attack`, unless the attack asked of hangs wholly on what is untold (`untold_attacker`) or what
    is asked is the fight's result as a possibility (「スタンさせられる?」: the stun, 804.11a-2)."""
    if facts.attack and result_asked(facts.text):
        return Unsupported(
            "攻撃の結果(スタンするか)が「できるか」の形で問われていて、攻撃できるかの判定では答えにならないため、"
            "シミュレーションしていません。"
        )
    built = untold_attacker(facts) or attack(facts)
    if isinstance(built, BuiltScenario) and not _ASKERS_TURN.search(facts.text) and _tie(built):
        return Unsupported(
            "両プレイヤーの絆が0点以下で同じになり、敗北するのはイニシアチブプレイヤー(705.5)ですが、"
            "質問した人のターンだと書かれていないため、シミュレーションしていません。"
        )
    return built


# the asker's turn told: the attack is run with the asker as the イニシアチブプレイヤー (player1), which
# decides a tie at 0 or less (705.5); 「相手のターン」 is not run so, and an untold turn is no one's
_ASKERS_TURN = re.compile(
    r"(?<!相手)(?<!向こう)(?<!あっち)(?:俺|自分|こっち|私|僕|うち)\s*(?:の\s*(?:ターン|番)|が\s*イニシアチブ)"
)


def _tie(built: BuiltScenario) -> bool:
    """The attack run leaves both players' 絆 equal at 0 or less: the winner the run gives is the
    default turn's, never told (the asker as the イニシアチブプレイヤー had been stated)."""
    players = simulate(GAME, dict(built.payload)).final_state.get("players", {})
    bonds = [p.get("counters", {}).get("kizuna") for p in players.values()]
    return len(bonds) == 2 and bonds[0] is not None and bonds[0] == bonds[1] and bonds[0] <= 0


BUILDERS = (
    told_attack,
    cp_payment,
    not_modelled,
)

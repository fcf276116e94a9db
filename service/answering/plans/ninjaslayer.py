"""ニンジャスレイヤーTCG plans: scenarios built from a reading's facts (issue 11, item 3).

Tried in order by `plans.replan` when the phrasing builders' verdict is withheld; each goes through
the reading gate. Families (what the engine runs, `service/engine/ninjaslayer/scenario.py`):

* `aisatsu` — a character アイサツs a player or a character: damage checks, kills, the winner
  (704–706, 1003, 1004, 1403.2 サツバツ), with damage the target took earlier;
* `character_damage` — a character with 耐久力 takes damage and/or ±X/±Y (1303, 1004.1): killed?;
* `player_effect` — 回復/damage/draw on a player with stated counts (1319.1, 1102.2, 1308): the
  count asked or the winner;
* `entry_cost` — entering a character paying its コスト (and タツジン・コスト) from the エテル;
* `turn_start` — the turn player's hand through the スタートフェイズ (502.3a draws, 502.4a エテル).
"""

from __future__ import annotations

from service.answering.plans import Plan
from service.answering.plans.ninjaslayer_cost import entry_cost
from service.answering.plans.ninjaslayer_fight import aisatsu, character_damage
from service.answering.plans.ninjaslayer_players import player_effect, turn_start

PLANS: tuple[Plan, ...] = (aisatsu, character_damage, player_effect, entry_cost, turn_start)

### The engine's registry of rulesets: each ruleset's display name, and the refusal of
### an action of another ruleset.

ruleset_name-risiko-2v2 = RisiKo! 2 vs 2
ruleset_name-risiko-classic = Classic Risiko
ruleset_name-risiko-torneo = RisiKo! individual tournament
ruleset_name-teg-jr = TEG Jr
ruleset_name-risk2210 = Risk 2210 A.D.
ruleset_name-teg-revancha = T.E.G. La Revancha
ruleset_wrong-action = This action belongs to "{ $action }", the match is "{ $game }"

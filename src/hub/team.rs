//! A team tournament's payload verified by replay (docs/HUB.md, "A team
//! tournament"): pure, no storage.
//!
//! Every table is a 2 vs 2 match whose log the hub replays with the same engine
//! the club's console ran; the team score of each side (the sum of its seats'
//! end-of-match points, `RULES-risiko-2v2.md` §7) and a forfeit are read from the
//! replayed match and must be exactly what the club claims. The team standings
//! are then computed here, with the tournament's own ranking settings, from the
//! replayed matches and the byes — as the club's standings page computes them —
//! and every player takes their team's place.

use std::collections::HashMap;

use crate::engine::table::Table;
use crate::tournament::circuit::{EventResult, Reach};
use crate::tournament::individual::Points;
use crate::tournament::produced::Produced;
use crate::tournament::{
    MatchResult, PlayerId, SeatScore, Team, TeamId, TournamentError, TournamentSettings,
    player_standings, team_standings,
};

use super::event::{Payload, Refusal, TableInfo, VerifiedTable, replayed};

/// Verifies a team tournament's payload: its teams, byes and every table's
/// replayed team scores; gives the tables and each player's result.
///
/// # Errors
/// The first problem found.
pub(super) fn verify(
    payload: &Payload,
    names: &HashMap<i64, &str>,
) -> Result<(Vec<VerifiedTable>, Vec<EventResult>), Refusal> {
    let settings: TournamentSettings = serde_json::from_value(payload.event.formula.clone())
        .map_err(|err| Refusal::new("hub-err-formula").with("detail", err.to_string()))?;
    let teams = teams(payload, names)?;
    let team_of: HashMap<i64, i64> = payload
        .teams
        .iter()
        .flat_map(|t| t.players.iter().map(move |p| (*p, t.id)))
        .collect();
    let mut results = Vec::with_capacity(payload.tables.len() + payload.byes.len());
    for b in &payload.byes {
        if b.round == 0 || !teams.iter().any(|t| t.id.0 == b.team) {
            return Err(Refusal::new("hub-err-bye").with("round", b.round.to_string()));
        }
        results.push(MatchResult::bye(b.round, b.team));
    }
    let mut tables = Vec::with_capacity(payload.tables.len());
    for t in &payload.tables {
        let (table, result) = table(t, names, &team_of, &teams)?;
        tables.push(table);
        results.push(result);
    }
    let ranked = event_results(&teams, &results, &settings)
        .map_err(|err| Refusal::new("hub-err-formula").with("detail", format!("{err:?}")))?;
    Ok((tables, ranked))
}

/// The teams as the standings read them: each named, with one or two of the
/// event's players, no player in two teams, no team listed twice.
fn teams(payload: &Payload, names: &HashMap<i64, &str>) -> Result<Vec<Team>, Refusal> {
    let mut out: Vec<Team> = Vec::with_capacity(payload.teams.len());
    let mut placed: HashMap<i64, &str> = HashMap::new();
    for t in &payload.teams {
        let name = t.name.trim();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(Refusal::new("hub-err-team-name"));
        }
        if out.iter().any(|x| x.id.0 == t.id) {
            return Err(Refusal::new("hub-err-team-twice").with("team", name));
        }
        if t.players.is_empty() || t.players.len() > 2 {
            return Err(Refusal::new("hub-err-team-players").with("team", name));
        }
        for p in &t.players {
            if !names.contains_key(p) || placed.insert(*p, name).is_some() {
                return Err(Refusal::new("hub-err-team-players").with("team", name));
            }
        }
        let mut team = Team::new(t.id, name);
        team.club.clone_from(&t.club);
        team.dropped = t.dropped;
        team.solo = t.players.len() == 1;
        out.push(team);
    }
    Ok(out)
}

/// One 2 vs 2 table: its log replayed to the end, each seat's player on a team
/// of the event, and each side's team score (and forfeit) exactly as claimed.
fn table(
    t: &TableInfo,
    names: &HashMap<i64, &str>,
    team_of: &HashMap<i64, i64>,
    teams: &[Team],
) -> Result<(VerifiedTable, MatchResult), Refusal> {
    if t.stage != "qualifying" || t.round == 0 || t.sides.len() != 2 {
        return Err(Refusal::new("hub-err-table").at(t));
    }
    let (log, game) = replayed(t, names, true)?;
    let produced = Produced::of(&game)
        .map_err(|detail| Refusal::new("hub-err-log").at(t).with("detail", detail))?;
    let Some(score) = produced.and_then(|p| p.teams) else {
        return Err(Refusal::new("hub-err-team-log").at(t));
    };
    let claimed: Vec<TeamId> = t.sides.iter().map(|s| TeamId(s.team)).collect();
    if claimed[0] == claimed[1] {
        return Err(Refusal::new("hub-err-table").at(t));
    }
    let mut seats = Vec::with_capacity(score.seats.len());
    // The log's team label of each side: one label, one team.
    let mut labels: HashMap<&str, TeamId> = HashMap::new();
    for s in &score.seats {
        let player = t.players.get(usize::from(s.seat)).copied();
        let team = player.and_then(|p| team_of.get(&p)).copied().map(TeamId);
        let (Some(player), Some(team)) = (player, team) else {
            return Err(Refusal::new("hub-err-table").at(t));
        };
        if !claimed.contains(&team) || *labels.entry(s.team.as_str()).or_insert(team) != team {
            return Err(Refusal::new("hub-err-team-seats").at(t));
        }
        seats.push(SeatScore {
            team,
            player: PlayerId(player),
            name: names.get(&player).copied().unwrap_or_default().to_owned(),
            points: i64::from(s.points),
        });
    }
    let forfeit = score
        .forfeit
        .as_deref()
        .and_then(|l| labels.get(l))
        .copied();
    let mut result = MatchResult::from_seats(t.round, &claimed, &seats);
    if let Some(team) = forfeit {
        result = result.forfeited_by(team);
    }
    let MatchResult::Played { sides, .. } = &result else {
        return Err(Refusal::new("hub-err-table").at(t));
    };
    for (claim, side) in t.sides.iter().zip(sides) {
        let name = || {
            teams
                .iter()
                .find(|x| x.id == side.team)
                .map_or_else(String::new, |x| x.name.clone())
        };
        if claim.score != side.score {
            return Err(Refusal::new("hub-err-team-mismatch")
                .at(t)
                .with("team", name())
                .with("score", side.score.to_string())
                .with("claimed_score", claim.score.to_string()));
        }
        if claim.forfeited != side.forfeited {
            let said = if side.forfeited { "yes" } else { "no" };
            return Err(Refusal::new("hub-err-team-forfeit")
                .at(t)
                .with("team", name())
                .with("forfeited", said));
        }
    }
    Ok((
        VerifiedTable {
            info: t.clone(),
            ruleset: log.ruleset().to_owned(),
            result: game.result(),
        },
        result,
    ))
}

/// Each player's result in a team tournament: the place of their team (the one
/// they last played for) in the team standings, the matches they played, and
/// their personal total (the sum of their seats' end-of-match points). Players
/// without a match are left out. This is how a club's circuit reads a team
/// tournament too (docs/CIRCUITS.md).
///
/// # Errors
/// A result naming a team the tournament does not have.
pub fn event_results(
    teams: &[Team],
    results: &[MatchResult],
    settings: &TournamentSettings,
) -> Result<Vec<EventResult>, TournamentError> {
    let ranked = team_standings(teams, results, settings)?;
    let players = player_standings(teams, results)?;
    Ok(players
        .iter()
        .filter(|p| p.matches > 0)
        .filter_map(|p| {
            let team = ranked.iter().find(|x| x.team == p.team)?;
            Some(EventResult {
                player: p.player.0,
                place: team.rank,
                reach: Reach::Qualifier,
                games: p.matches,
                score: Points::whole(p.total_score),
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::event::Payload;
    use super::super::verify::verify;
    use crate::i18n::Lang;
    use crate::tournament::TournamentSettings;
    use crate::tournament::circuit::Reach;
    use crate::tournament::individual::Points;

    /// A finished 2 vs 2 match (`tests/scenarios/score_breakdown.json`): Anna 62
    /// and Carla 50 for team A (112), Bruno 68 and Dario 41 for team B (109).
    fn log() -> Value {
        let scenario: Value =
            serde_json::from_str(include_str!("../../tests/scenarios/score_breakdown.json"))
                .unwrap();
        scenario["log"].clone()
    }

    /// Corsari (Anna, Carla) against Pirati (Bruno, Dario) in round 1; Lupi
    /// (Elena alone) has the bye.
    fn payload() -> Value {
        json!({
            "format": "arbitro-publish", "version": 1, "kind": "team",
            "event": {"id": 4, "name": "Coppa a coppie", "date": "2026-11-28", "type": "Torneo",
                      "formula": TournamentSettings::default()},
            "players": [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Bruno"},
                        {"id": 3, "name": "Carla"}, {"id": 4, "name": "Dario"},
                        {"id": 5, "name": "Elena"}],
            "teams": [{"id": 10, "name": "Corsari", "players": [1, 3]},
                      {"id": 20, "name": "Pirati", "players": [2, 4]},
                      {"id": 30, "name": "Lupi", "players": [5]}],
            "byes": [{"round": 1, "team": 30}],
            "tables": [{"round": 1, "number": 1, "stage": "qualifying", "players": [1, 2, 3, 4],
                        "log": log(),
                        "sides": [{"team": 10, "score": 112}, {"team": 20, "score": 109}]}]
        })
    }

    fn read(v: Value) -> Payload {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn a_team_tournament_replays_to_its_team_scores_and_players_take_their_teams_place() {
        let v = verify(read(payload())).unwrap();
        assert_eq!(v.tables.len(), 1);
        assert_eq!(v.tables[0].ruleset, "risiko-2v2");
        // By hand, default settings (3 points a win, 3 for a bye): Corsari won
        // 112 to 109, Lupi had the bye — both on 3 match points, Corsari ahead
        // on team score (112 to Lupi's 0); Pirati 0 points, third. Each player
        // takes their team's place and their own seats' points; Elena played no
        // match and has no result.
        let got: Vec<(i64, u32, u32, Points)> = v
            .results
            .iter()
            .map(|r| (r.player, r.place, r.games, r.score))
            .collect();
        let mut got = got;
        got.sort_unstable();
        assert_eq!(
            got,
            vec![
                (1, 1, 1, Points::whole(62)),
                (2, 3, 1, Points::whole(68)),
                (3, 1, 1, Points::whole(50)),
                (4, 3, 1, Points::whole(41)),
            ]
        );
        assert!(v.results.iter().all(|r| r.reach == Reach::Qualifier));
    }

    #[test]
    fn a_forged_team_score_is_refused_with_a_sentence_naming_the_team() {
        let mut forged = payload();
        forged["tables"][0]["sides"][1]["score"] = json!(115);
        let refusal = verify(read(forged)).unwrap_err();
        assert_eq!(refusal.key, "hub-err-team-mismatch");
        assert_eq!(
            refusal.sentence(Lang::En),
            "Round 1, table 1: the log gives Pirati a team score of 109, the publication \
             says 115. Nothing of the event was stored."
        );
        for lang in Lang::ALL {
            let s = refusal.sentence(lang);
            assert!(s.contains("Pirati") && s.contains("115"), "{s}");
        }
        // A forfeit the log does not have is refused the same way.
        let mut forged = payload();
        forged["tables"][0]["sides"][0]["forfeited"] = json!(true);
        let refusal = verify(read(forged)).unwrap_err();
        assert_eq!(refusal.key, "hub-err-team-forfeit");
        assert!(refusal.sentence(Lang::It).contains("Corsari"));
    }

    #[test]
    fn a_team_payload_that_does_not_hold_together_is_refused() {
        /// A refusal's key and how a clean payload is spoiled into it.
        type Case = (&'static str, fn(&mut Value));
        let cases: [Case; 5] = [
            ("hub-err-team-players", |p| {
                p["teams"][1]["players"] = json!([2, 1])
            }),
            ("hub-err-bye", |p| p["byes"][0]["team"] = json!(99)),
            ("hub-err-team-seats", |p| {
                // Anna and Bruno as one team: the log seats them on two sides.
                p["teams"] = json!([{"id": 10, "name": "Corsari", "players": [1, 2]},
                                    {"id": 20, "name": "Pirati", "players": [3, 4]}]);
                p["byes"] = json!([]);
            }),
            ("hub-err-table", |p| {
                p["tables"][0]["sides"] = json!([{"team": 10, "score": 112}])
            }),
            ("hub-err-kind", |p| p["kind"] = json!("individual")),
        ];
        for (key, spoil) in cases {
            let mut p = payload();
            spoil(&mut p);
            assert_eq!(verify(read(p)).unwrap_err().key, key);
        }
    }

    #[test]
    fn an_individual_payload_still_writes_no_kind_and_a_team_one_does() {
        let team = serde_json::to_value(read(payload())).unwrap();
        assert_eq!(team["kind"], "team");
        let mut individual = read(payload());
        individual.kind = super::super::event::EventKind::Individual;
        individual.teams.clear();
        individual.byes.clear();
        individual.tables[0].sides.clear();
        let v = serde_json::to_value(&individual).unwrap();
        assert!(v.get("kind").is_none() && v.get("teams").is_none());
        assert!(v["tables"][0].get("sides").is_none());
    }
}

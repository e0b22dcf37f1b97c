//! The campionato a squadre on the web (issue 29): the refusal of a field that
//! does not fit before a round is seated, and the team standings as every view
//! shows them (standings page, projector, exports, API). The settings and the
//! standings themselves are [`crate::tournament::individual::TeamChampionship`]
//! and [`team_standings`].

use super::Loaded;
use crate::tournament::individual::{
    FieldError, GameResult, IndividualStanding, TeamChampionship, TeamStanding, team_standings,
};
use crate::tournament::seating::Entrant;
use crate::web::i18n::Lang;
use crate::web::i18n::tf;
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

/// The championship of tournament `l`, if it is one.
pub fn of(l: &Loaded) -> Option<TeamChampionship> {
    TeamChampionship::of_stored(&l.row.seating)
}

/// The sentence refusing to seat round `round` of `active` players in
/// championship `l`, or `None` when the field fits (or `l` is no championship).
pub fn refusal(l: &Loaded, active: &[Entrant], round: u32, lang: Lang) -> Option<String> {
    let e = of(l)?.check_field(active, round).err()?;
    Some(match e {
        FieldError::NoClub { player } => tf(
            lang,
            "champ.err.no_club",
            &[("player", FluentValue::from(player))],
        ),
        FieldError::TeamSize {
            club,
            players,
            fielded,
        } => tf(
            lang,
            "champ.err.team_size",
            &[
                ("club", FluentValue::from(club)),
                ("count", FluentValue::from(players.len())),
                ("players", FluentValue::from(players.join(", "))),
                ("fielded", FluentValue::from(fielded)),
            ],
        ),
        FieldError::TooFewClubs { clubs } => tf(
            lang,
            "champ.err.few_clubs",
            &[
                ("count", FluentValue::from(clubs.len())),
                ("clubs", FluentValue::from(clubs.join(", "))),
            ],
        ),
    })
}

/// A team's row as the pages show it.
pub struct TeamLine {
    /// The standing.
    pub row: TeamStanding,
    /// Its players' names, best first.
    pub players: String,
    /// The counted games' points, best first.
    pub counted: String,
    /// The games left out, best first.
    pub discarded: String,
}

/// The team standings of a championship.
pub struct Teams {
    /// Its settings.
    pub settings: TeamChampionship,
    /// Its teams, ranked.
    pub lines: Vec<TeamLine>,
}

impl Teams {
    /// The team standings of `l` over `games` (the ones the individual standings
    /// `rows` count: the final of a stage event adds to no one), or `None` when
    /// `l` is no championship.
    pub fn of<'a>(
        l: &Loaded,
        rows: &[IndividualStanding],
        games: impl Iterator<Item = &'a GameResult>,
    ) -> Option<Teams> {
        let settings = of(l)?;
        let games: Vec<GameResult> = games.cloned().collect();
        let join = |p: &[crate::tournament::individual::Points]| {
            p.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" · ")
        };
        let lines = team_standings(rows, &games, settings.games_counted)
            .into_iter()
            .map(|row| {
                let players: Vec<&str> = row
                    .players
                    .iter()
                    .filter_map(|p| rows.iter().find(|r| r.player == *p))
                    .map(|r| r.name.as_str())
                    .collect();
                let n = usize::try_from(row.counted).unwrap_or(usize::MAX);
                TeamLine {
                    players: players.join(", "),
                    counted: join(&row.scores[..n.min(row.scores.len())]),
                    discarded: join(row.discarded()),
                    row,
                }
            })
            .collect();
        Some(Teams { settings, lines })
    }

    /// The sentence under the title: what counts, and the tie-breaks.
    pub fn rule(&self, lang: Lang) -> String {
        tf(
            lang,
            "champ.rule",
            &[
                ("counted", FluentValue::from(self.settings.games_counted)),
                ("players", FluentValue::from(self.settings.players_per_club)),
            ],
        )
    }

    /// The API's answer: the settings and each team.
    pub fn json(&self) -> Value {
        let teams: Vec<Value> = self
            .lines
            .iter()
            .map(|l| {
                let r = &l.row;
                json!({
                    "rank": r.rank,
                    "club": r.club,
                    "players": r.players.iter().map(|p| p.0).collect::<Vec<_>>(),
                    "total": r.total.to_f64(),
                    "counted": r.counted,
                    "games": r.games,
                    "all_games": r.all_games.to_f64(),
                    "wins": r.wins,
                    "scores": r.scores.iter().map(|p| p.to_f64()).collect::<Vec<_>>(),
                })
            })
            .collect();
        json!({
            "players_per_club": self.settings.players_per_club,
            "games_counted": self.settings.games_counted,
            "teams": teams,
        })
    }
}

//! One thing wrong with a board a club brings ([`super::Board::problems`]): a stable code
//! and a sentence an organizer can act on, in Italian, English and Spanish, naming the ids.

use crate::engine::Lang;

/// One thing wrong with a board. The fields are the ids the sentence names.
#[allow(missing_docs)] // each field is an id (or a count) named by the variant's doc
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// More than 128 territories (the engine keeps territory sets as 128-bit masks).
    TooMany { count: usize },
    /// No territory at all.
    NoTerritories,
    /// An id that is not a slug of lower-case ASCII letters, digits, `_` and `-`.
    BadId { id: String },
    /// A territory or continent without a name.
    NoName { id: String },
    /// Two territories share an id.
    DuplicateTerritory { id: String },
    /// Two continents share an id, or a continent has a territory's id.
    DuplicateContinent { id: String },
    /// A territory names a continent the board does not have.
    UnknownContinent {
        territory: String,
        continent: String,
    },
    /// A territory names a bonus region as its continent.
    InRegion { territory: String, region: String },
    /// A continent (not a region) also lists territories: they would be in two.
    ContinentLists { continent: String },
    /// A region lists a territory the board does not have.
    UnknownInRegion { region: String, territory: String },
    /// A neighbour the board does not have.
    UnknownNeighbour {
        territory: String,
        neighbour: String,
    },
    /// A territory listed among its own neighbours.
    BordersItself { territory: String },
    /// A border listed on one side only.
    OneWay { from: String, to: String },
    /// A bridge to a territory that is not among the neighbours.
    BridgeNotBorder { territory: String, bridge: String },
    /// A bridge drawn on one side only.
    OneWayBridge { from: String, to: String },
    /// A centre outside the picture.
    OffCanvas { territory: String },
    /// A territory that cannot be reached from the first one.
    NotConnected { territory: String, from: String },
    /// A continent with no territory.
    EmptyContinent { continent: String },
    /// Not the number of territories the ruleset needs.
    WrongCount { needs: usize, has: usize },
    /// Fewer territories than the ruleset needs.
    TooFew { needs: usize, has: usize },
}

impl Problem {
    /// A stable code, for tests and the API.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::TooMany { .. } => "too_many_territories",
            Problem::NoTerritories => "no_territories",
            Problem::BadId { .. } => "bad_id",
            Problem::NoName { .. } => "no_name",
            Problem::DuplicateTerritory { .. } => "duplicate_territory",
            Problem::DuplicateContinent { .. } => "duplicate_continent",
            Problem::UnknownContinent { .. } => "unknown_continent",
            Problem::InRegion { .. } => "continent_is_region",
            Problem::ContinentLists { .. } => "two_continents",
            Problem::UnknownInRegion { .. } => "unknown_in_region",
            Problem::UnknownNeighbour { .. } => "unknown_neighbour",
            Problem::BordersItself { .. } => "borders_itself",
            Problem::OneWay { .. } => "one_way_border",
            Problem::BridgeNotBorder { .. } => "bridge_not_border",
            Problem::OneWayBridge { .. } => "one_way_bridge",
            Problem::OffCanvas { .. } => "off_canvas",
            Problem::NotConnected { .. } => "not_connected",
            Problem::EmptyContinent { .. } => "empty_continent",
            Problem::WrongCount { .. } => "wrong_count",
            Problem::TooFew { .. } => "too_few_territories",
        }
    }

    /// The sentence an organizer reads: what is wrong and how to fix it.
    pub fn sentence(&self, lang: Lang) -> String {
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.sentence_es(),
        };
        match self {
            Problem::TooMany { count } if it => {
                format!("Il tabellone ha {count} paesi: al massimo 128.")
            }
            Problem::TooMany { count } => format!("The board has {count} countries: 128 at most."),
            Problem::NoTerritories if it => {
                "Il tabellone non ha paesi: aggiungine almeno uno.".into()
            }
            Problem::NoTerritories => "The board has no country: add at least one.".into(),
            Problem::BadId { id } if it => format!(
                "«{id}» non è un id valido: usa lettere minuscole senza accenti, cifre, _ e -."
            ),
            Problem::BadId { id } => format!(
                "\"{id}\" is not a valid id: use lower-case letters without accents, digits, _ and -."
            ),
            Problem::NoName { id } if it => {
                format!("«{id}» non ha un nome: scrivi almeno il nome italiano e inglese.")
            }
            Problem::NoName { id } => {
                format!("\"{id}\" has no name: write at least the Italian and English names.")
            }
            Problem::DuplicateTerritory { id } if it => {
                format!("Due paesi hanno lo stesso id «{id}»: ogni id deve essere unico.")
            }
            Problem::DuplicateTerritory { id } => {
                format!("Two countries share the id \"{id}\": every id must be unique.")
            }
            Problem::DuplicateContinent { id } if it => {
                format!("L'id di continente «{id}» è già usato: ogni id deve essere unico.")
            }
            Problem::DuplicateContinent { id } => {
                format!("The continent id \"{id}\" is already used: every id must be unique.")
            }
            Problem::UnknownContinent {
                territory,
                continent,
            } if it => {
                format!("{territory} è nel continente «{continent}», che il tabellone non ha.")
            }
            Problem::UnknownContinent {
                territory,
                continent,
            } => format!(
                "{territory} is in the continent \"{continent}\", which the board does not have."
            ),
            Problem::InRegion { territory, region } if it => format!(
                "{territory} indica come continente la regione {region}: indica il continente vero."
            ),
            Problem::InRegion { territory, region } => format!(
                "{territory} names the region {region} as its continent: name its real continent."
            ),
            Problem::ContinentLists { continent } if it => format!(
                "Il continente {continent} elenca dei paesi: solo le regioni lo fanno, ogni paese indica il suo unico continente."
            ),
            Problem::ContinentLists { continent } => format!(
                "The continent {continent} lists countries: only regions do; each country names its one continent."
            ),
            Problem::UnknownInRegion { region, territory } if it => {
                format!("La regione {region} elenca «{territory}», che il tabellone non ha.")
            }
            Problem::UnknownInRegion { region, territory } => {
                format!("The region {region} lists \"{territory}\", which the board does not have.")
            }
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } if it => format!("{territory} confina con «{neighbour}», che il tabellone non ha."),
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } => format!("{territory} borders \"{neighbour}\", which the board does not have."),
            Problem::BordersItself { territory } if it => {
                format!("{territory} confina con sé stesso: toglilo dai suoi confinanti.")
            }
            Problem::BordersItself { territory } => {
                format!("{territory} borders itself: remove it from its own neighbours.")
            }
            Problem::OneWay { from, to } if it => format!(
                "{from} confina con {to}, ma {to} non confina con {from}: un confine vale nei due sensi."
            ),
            Problem::OneWay { from, to } => format!(
                "{from} borders {to}, but {to} does not border {from}: a border goes both ways."
            ),
            Problem::BridgeNotBorder { territory, bridge } if it => {
                format!("{territory} ha un ponte verso {bridge}, che non è tra i suoi confinanti.")
            }
            Problem::BridgeNotBorder { territory, bridge } => {
                format!("{territory} has a bridge to {bridge}, which is not among its neighbours.")
            }
            Problem::OneWayBridge { from, to } if it => {
                format!("{from} ha un ponte verso {to}, ma {to} non ha il ponte verso {from}.")
            }
            Problem::OneWayBridge { from, to } => {
                format!("{from} has a bridge to {to}, but {to} has no bridge to {from}.")
            }
            Problem::OffCanvas { territory } if it => {
                format!("{territory} è fuori dall'immagine: spostalo dentro.")
            }
            Problem::OffCanvas { territory } => {
                format!("{territory} is off the picture: move it inside.")
            }
            Problem::NotConnected { territory, from } if it => format!(
                "{territory} non si raggiunge da {from}: il tabellone è in pezzi, aggiungi un confine."
            ),
            Problem::NotConnected { territory, from } => format!(
                "{territory} cannot be reached from {from}: the board is in pieces, add a border."
            ),
            Problem::EmptyContinent { continent } if it => {
                format!("Il continente {continent} non ha paesi: aggiungine o toglilo.")
            }
            Problem::EmptyContinent { continent } => {
                format!("The continent {continent} has no country: add some or remove it.")
            }
            Problem::WrongCount { needs, has } if it => {
                format!("Il regolamento vuole {needs} paesi, il tabellone ne ha {has}.")
            }
            Problem::WrongCount { needs, has } => {
                format!("The ruleset needs {needs} countries, the board has {has}.")
            }
            Problem::TooFew { needs, has } if it => format!(
                "Il regolamento vuole almeno {needs} paesi, il tabellone ne ha {has}: aggiungine {}.",
                needs - has
            ),
            Problem::TooFew { needs, has } => format!(
                "The ruleset needs at least {needs} countries, the board has {has}: add {} more.",
                needs - has
            ),
        }
    }

    /// [`Problem::sentence`] in Spanish (Argentine usage: "vos", "países").
    fn sentence_es(&self) -> String {
        match self {
            Problem::TooMany { count } => {
                format!("El tablero tiene {count} países: como máximo 128.")
            }
            Problem::NoTerritories => "El tablero no tiene países: agregá al menos uno.".into(),
            Problem::BadId { id } => {
                format!("«{id}» no es un id válido: usá minúsculas sin acentos, cifras, _ y -.")
            }
            Problem::NoName { id } => {
                format!("«{id}» no tiene nombre: escribí al menos el nombre italiano y el inglés.")
            }
            Problem::DuplicateTerritory { id } => {
                format!("Dos países tienen el mismo id «{id}»: cada id tiene que ser único.")
            }
            Problem::DuplicateContinent { id } => {
                format!("El id de continente «{id}» ya está usado: cada id tiene que ser único.")
            }
            Problem::UnknownContinent {
                territory,
                continent,
            } => {
                format!("{territory} está en el continente «{continent}», que el tablero no tiene.")
            }
            Problem::InRegion { territory, region } => format!(
                "{territory} indica como continente la región {region}: indicá su continente verdadero."
            ),
            Problem::ContinentLists { continent } => format!(
                "El continente {continent} lista países: solo las regiones lo hacen, cada país indica su único continente."
            ),
            Problem::UnknownInRegion { region, territory } => {
                format!("La región {region} lista «{territory}», que el tablero no tiene.")
            }
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } => format!("{territory} limita con «{neighbour}», que el tablero no tiene."),
            Problem::BordersItself { territory } => {
                format!("{territory} limita consigo mismo: sacalo de sus limítrofes.")
            }
            Problem::OneWay { from, to } => format!(
                "{from} limita con {to}, pero {to} no limita con {from}: un límite vale en los dos sentidos."
            ),
            Problem::BridgeNotBorder { territory, bridge } => {
                format!(
                    "{territory} tiene un puente hacia {bridge}, que no está entre sus limítrofes."
                )
            }
            Problem::OneWayBridge { from, to } => {
                format!(
                    "{from} tiene un puente hacia {to}, pero {to} no tiene el puente hacia {from}."
                )
            }
            Problem::OffCanvas { territory } => {
                format!("{territory} está fuera de la imagen: movelo adentro.")
            }
            Problem::NotConnected { territory, from } => format!(
                "A {territory} no se llega desde {from}: el tablero está en pedazos, agregá un límite."
            ),
            Problem::EmptyContinent { continent } => {
                format!("El continente {continent} no tiene países: agregale o sacalo.")
            }
            Problem::WrongCount { needs, has } => {
                format!("El reglamento pide {needs} países, el tablero tiene {has}.")
            }
            Problem::TooFew { needs, has } => format!(
                "El reglamento pide al menos {needs} países, el tablero tiene {has}: agregá {}.",
                needs - has
            ),
        }
    }
}

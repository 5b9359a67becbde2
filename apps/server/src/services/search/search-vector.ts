import { sql, type SQL } from 'drizzle-orm';

type Part = string | SQL;

export interface SearchVectorParts {
  designation: Part;
  companyName: Part;
  skills: Part;
  locations: Part;
  description: Part;
}

/**
 * The weighted document full-text search matches and ranks: the title counts most, then skills
 * and company, then locations, then the description. Written with the row (a generated column
 * cannot use array_to_string, which is not immutable); parts are values or SQL for bulk inserts.
 */
export function searchVector(parts: SearchVectorParts): SQL {
  const weighted = (part: Part, weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector('english', coalesce(${part}, '')), ${sql.raw(`'${weight}'`)})`;
  return sql`(${weighted(parts.designation, 'A')} || ${weighted(parts.skills, 'B')} || ${weighted(parts.companyName, 'B')} || ${weighted(parts.locations, 'C')} || ${weighted(parts.description, 'D')})`;
}

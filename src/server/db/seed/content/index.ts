import { articles } from './articles.js';
import { awardingBodies } from './awarding-bodies.js';
import { categories } from './categories.js';
import { documents } from './documents.js';
import { menus } from './menus.js';
import { pages } from './pages.js';
import { presentations } from './presentations.js';
import { qualifications } from './qualifications.js';
import { tags } from './tags.js';

export const seedContent = { categories, tags, articles, pages, presentations, documents, menus, awardingBodies, qualifications };

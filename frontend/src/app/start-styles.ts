// Imported first by entry-client, so that it runs before any styled component is defined (see
// adoptServerStyles).
import { adoptServerStyles } from './server-styles';

adoptServerStyles(document);

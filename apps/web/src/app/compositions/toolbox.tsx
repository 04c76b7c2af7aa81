import { SendThroughGateway } from '@/features/gateways/components/send-through-gateway';
import { ToolboxPage, type TSendFrame } from '@/features/toolbox/pages/toolbox-page';

/** A generated request goes out through a gateway's remote debug (the gateways feature; ADR 0007). */
const sendFrame: TSendFrame = (frame) => <SendThroughGateway {...frame} />;

/** /toolbox: the toolbox feature's page, able to send its frames through a gateway. */
export function Toolbox() {
  return <ToolboxPage sendFrame={sendFrame} />;
}

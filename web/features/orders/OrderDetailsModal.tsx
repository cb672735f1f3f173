import { orderNumber } from '../../../contracts/orders';
import type { Order } from '../../../contracts/orders.schemas';
import { Button } from '../../components/Button';
import { Modal } from '../../components/dialogs/Modal';
import { OrderDetails } from './OrderDetails';

interface OrderDetailsModalProps {
  order: Order | undefined;
  onClose: () => void;
}

/** SPEC.md section 2: the customer's View Details dialog. */
export function OrderDetailsModal({ order, onClose }: OrderDetailsModalProps) {
  return (
    <Modal
      open={order !== undefined}
      onClose={onClose}
      title={order ? `Order ${orderNumber(order)}` : 'Order'}
      footer={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      {order && <OrderDetails order={order} />}
    </Modal>
  );
}
